import { settingsMenu } from '@gavel/domain/areas/settings'
import { type ReactNode, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
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
  const menu = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  // On mobile the list scrolls sideways: the current page's link is brought into view.
  useEffect(() => {
    const active = menu.current?.querySelector<HTMLElement>(`a[href="${pathname}"]`)
    const list = active?.closest('ul')
    if (!active || !list || list.scrollWidth <= list.clientWidth) return
    const a = active.getBoundingClientRect()
    const l = list.getBoundingClientRect()
    list.scrollLeft += a.left - l.left - (l.width - a.width) / 2
  }, [pathname])
  return (
    <Shell>
      <Menu aria-label="Settings" ref={menu}>
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
