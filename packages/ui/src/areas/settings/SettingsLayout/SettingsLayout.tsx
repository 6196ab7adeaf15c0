import { settingsMenu } from '@gavel/domain/areas/settings'
import type { ReactNode } from 'react'
import { useSession } from '../../../services/useSession'
import { Content, Menu, MenuLink, MenuTitle, Shell } from './SettingsLayout.styles'

export interface SettingsLayoutProps {
  readonly children: ReactNode
}

/**
 * Every settings page (shell §2.3): the settings menu beside the page on desktop, a scrolling list of the same
 * links above it on mobile; admin-only pages are listed for admins only, documents only with their flag.
 */
export const SettingsLayout = ({ children }: SettingsLayoutProps) => {
  const session = useSession()
  const items = session ? settingsMenu(session.user, session.flags) : []
  return (
    <Shell>
      <Menu aria-label="Settings">
        <MenuTitle>Settings</MenuTitle>
        <ul>
          {items.map((i) => (
            <li key={i.path}>
              <MenuLink to={i.path}>{i.label}</MenuLink>
            </li>
          ))}
        </ul>
      </Menu>
      <Content>{children}</Content>
    </Shell>
  )
}
