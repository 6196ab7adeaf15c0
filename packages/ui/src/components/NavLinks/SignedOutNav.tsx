import { DEFAULT_MARKETING_SITE, signedOutActions, signedOutLinks } from '@gavel/domain'
import { Link } from 'react-router'
import { ActionLink } from '../headers/headers.styles'
import { ActionList, ItemLink, NavList, Scroller, SignedOutRoot } from './NavLinks.styles'

/**
 * The signed-out header (shell §2.1): features, testimonials, pricing, sell, careers and contact on the marketing
 * site, then LOG IN (/login) and REGISTER NOW (/registration). Below lg the two actions stay in view beside the
 * logo and the marketing links wrap on a row of their own.
 */
export const SignedOutNav = ({ marketingSite = DEFAULT_MARKETING_SITE }: { readonly marketingSite?: string }) => (
  <SignedOutRoot aria-label="Main">
    <Scroller>
      <NavList>
        {signedOutLinks(marketingSite).map((link) => (
          <li key={link.label}>
            <ItemLink href={link.href}>{link.label}</ItemLink>
          </li>
        ))}
      </NavList>
    </Scroller>
    <ActionList>
      {signedOutActions.map((action, i) => (
        <li key={action.label}>
          <ActionLink as={Link} to={action.href} $primary={i === 1}>
            {action.label}
          </ActionLink>
        </li>
      ))}
    </ActionList>
  </SignedOutRoot>
)
