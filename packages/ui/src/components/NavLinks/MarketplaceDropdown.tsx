import { MenuItemLink, MenuList, MenuRoot, useMenu } from '../../primitives/Menu'
import { ItemButton } from './NavLinks.styles'

export interface MarketplaceDropdownProps {
  readonly label: string
  readonly entries: readonly { readonly label: string; readonly path: string }[]
}

/**
 * Marketplace with its dropdown of Search and Events Directory (shell §2.1, when both flags are on): a menu button.
 * Enter, Space or ArrowDown opens it on the first entry, ArrowUp on the last; arrows, Home and End move; Escape
 * closes it and returns focus; a click outside or Tab closes it.
 */
export const MarketplaceDropdown = ({ label, entries }: MarketplaceDropdownProps) => {
  const menu = useMenu()
  return (
    <MenuRoot {...menu.rootProps}>
      <ItemButton {...menu.triggerProps}>
        {label}
        <span aria-hidden="true">▾</span>
      </ItemButton>
      {menu.open && (
        <MenuList $align="left" {...menu.menuProps} aria-label={label}>
          {entries.map((entry) => (
            <li key={entry.path} role="none">
              <MenuItemLink role="menuitem" to={entry.path} tabIndex={-1} onClick={menu.close}>
                {entry.label}
              </MenuItemLink>
            </li>
          ))}
        </MenuList>
      )}
    </MenuRoot>
  )
}
