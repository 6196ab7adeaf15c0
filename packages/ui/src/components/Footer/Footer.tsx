import {
  appStoreLinks,
  copyright,
  DEFAULT_MARKETING_SITE,
  type FeatureFlags,
  footerLinks,
  socialLinks,
} from '@gavel/domain'
import { Link } from 'react-router'
import { Copyright, Foot, Row, StoreBadge } from './Footer.styles'

export interface FooterProps {
  readonly brand: string
  /** The current year (from the Clock port, see `useCurrentYear`). */
  readonly year: number
  /** The session's flags: the fee schedule link needs the new-fee-schedule flag. */
  readonly flags?: FeatureFlags | null
  readonly marketingSite?: string
}

/**
 * The footer of shell §2.1: marketing links (support, dealer forms, legal, terms of service, privacy policy), the
 * fee schedule behind its flag, social links, the app store badges and the copyright with the current year.
 */
export const Footer = ({ brand, year, flags = null, marketingSite = DEFAULT_MARKETING_SITE }: FooterProps) => (
  <Foot>
    <nav aria-label="Footer">
      <Row>
        {footerLinks(flags, marketingSite).map((link) => (
          <li key={link.label}>
            {link.href.startsWith('/') ? (
              <Link to={link.href}>{link.label}</Link>
            ) : (
              <a href={link.href}>{link.label}</a>
            )}
          </li>
        ))}
      </Row>
    </nav>
    <Row aria-label="Social">
      {socialLinks.map((link) => (
        <li key={link.label}>
          <a href={link.href} rel="noopener noreferrer" target="_blank">
            {link.label}
          </a>
        </li>
      ))}
    </Row>
    <Row aria-label="Apps">
      {appStoreLinks.map((link) => (
        <li key={link.label}>
          <StoreBadge href={link.href} rel="noopener noreferrer" target="_blank">
            {link.label}
          </StoreBadge>
        </li>
      ))}
    </Row>
    <Copyright>{copyright(year, brand)}</Copyright>
  </Foot>
)
