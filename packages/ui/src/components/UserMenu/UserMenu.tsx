import { Constants, displayName, type User, userMenuEntries } from '@gavel/domain'
import { Avatar } from '../../primitives/Avatar'
import { MenuItemButton, MenuItemLink, MenuList, MenuRoot, useMenu } from '../../primitives/Menu'
import { Dealership, Name, Trigger, Who } from './UserMenu.styles'

/** Menu show delay on hover (shell §2.1, §9: "user menu show delay 200 ms"). */
export const USER_MENU_SHOW_DELAY_MS = Constants.userMenuShowDelayMs

export interface UserMenuProps {
  readonly user: User
  /** The current route's id: Tutorials shows only on the Search route (shell §2.1). */
  readonly routeId?: string | undefined
  /** Tutorials starts the guided tour (shell §4.5); the app wires it. */
  readonly onTutorials?: (() => void) | undefined
}

/** The dealership shown under the name: the default one, else the first. */
const dealershipOf = (user: User) =>
  user.dealerships.find((d) => d.id === user.defaultDealerId)?.name ?? user.dealerships[0]?.name ?? null

/**
 * The user menu of shell §2.1: initials, full name (or 'No Name Available'), dealership; Settings, Tutorials (only
 * on the Search route) and Logout. Opens on click or keyboard at once, on hover after 200 ms; Escape or a click
 * outside closes it.
 */
export const UserMenu = ({ user, routeId = '', onTutorials }: UserMenuProps) => {
  const entries = userMenuEntries(routeId)
  const menu = useMenu({ hoverDelayMs: USER_MENU_SHOW_DELAY_MS })
  const name = displayName(user.fullName)
  const dealership = dealershipOf(user)
  return (
    <MenuRoot data-tour="user-menu" {...menu.rootProps}>
      <Trigger {...menu.triggerProps}>
        <Avatar fullName={user.fullName} email={user.email} />
        <Who>
          <Name>{name}</Name>
          {dealership && <Dealership>{dealership}</Dealership>}
        </Who>
      </Trigger>
      {menu.open && (
        <MenuList $align="right" {...menu.menuProps} aria-label="User menu">
          {entries.map((entry) => (
            <li key={entry.label} role="none">
              {entry.path === null ? (
                <MenuItemButton
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    menu.close()
                    onTutorials?.()
                  }}
                >
                  {entry.label}
                </MenuItemButton>
              ) : (
                <MenuItemLink role="menuitem" to={entry.path} tabIndex={-1} onClick={menu.close}>
                  {entry.label}
                </MenuItemLink>
              )}
            </li>
          ))}
        </MenuList>
      )}
    </MenuRoot>
  )
}
