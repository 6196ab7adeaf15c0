export type { UserMenuProps } from './UserMenu'
export { USER_MENU_SHOW_DELAY_MS, UserMenu } from './UserMenu'
