import { Link } from 'react-router'
import { LogoLink } from './headers.styles'

export interface BrandLogoProps {
  readonly brand: string
  /** An in-app path ('/…') or an absolute address (the marketing site when signed out, shell §2.1). */
  readonly href: string
  /** What the logo shows; the brand by default ('Title Hub' under digital clerking). */
  readonly text?: string
}

/** The header's logo link; its accessible name says where it goes. */
export const BrandLogo = ({ brand, href, text = brand }: BrandLogoProps) =>
  href.startsWith('/') ? (
    <LogoLink as={Link} to={href} aria-label={`${text === brand ? brand : `${brand} ${text}`} home`}>
      {text}
    </LogoLink>
  ) : (
    <LogoLink href={href} aria-label={`${brand} home`}>
      {text}
    </LogoLink>
  )
