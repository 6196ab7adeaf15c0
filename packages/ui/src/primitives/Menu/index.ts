export { MenuItemButton, MenuItemLink, MenuList, MenuRoot } from './Menu.styles'
export type { MenuOptions } from './useMenu'
export { useMenu } from './useMenu'
