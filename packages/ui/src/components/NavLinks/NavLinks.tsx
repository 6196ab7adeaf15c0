import type { NavLink as NavLinkModel } from '@gavel/domain'
import { NavLink } from 'react-router'
import { type ExternalToolId, ExternalToolLink, type LaunchTool } from './ExternalToolLink'
import { MarketplaceDropdown } from './MarketplaceDropdown'
import { Badge, ItemLink, Nav, NavList } from './NavLinks.styles'
import type { OpenToolWindow } from './openToolWindow'

export interface NavLinksProps {
  /** The domain's `navLinks` for the user (shell §2.1); empty while the user has outstanding auctions. */
  readonly links: readonly NavLinkModel[]
  /** How the external tools open their tab (a fake in stories). */
  readonly openWindow?: OpenToolWindow
  /** Fetches an external tool's token; without it the tools are not links (nothing could open them). */
  readonly launchTool?: LaunchTool
}

const isTool = (link: NavLinkModel): link is NavLinkModel & { id: ExternalToolId } =>
  link.id === 'buyingMatrix' || link.id === 'appraisal'

/** The signed-in header links of shell §2.1, each as its rule gave it; nothing at all when there are none. */
export const NavLinks = ({ links, openWindow, launchTool }: NavLinksProps) => {
  if (links.length === 0) return null
  return (
    <Nav aria-label="Main" data-tour="main-nav">
      <NavList>
        {links.map((link) => (
          <li key={link.id}>
            {link.dropdown ? (
              <MarketplaceDropdown label={link.label} entries={link.dropdown} />
            ) : isTool(link) && launchTool !== undefined ? (
              <ExternalToolLink link={link} launchTool={launchTool} openWindow={openWindow} />
            ) : (
              <ItemLink as={NavLink} to={link.path ?? '/'}>
                {link.label}
                {link.badge && <Badge>{link.badge}</Badge>}
              </ItemLink>
            )}
          </li>
        ))}
      </NavList>
    </Nav>
  )
}
