/** The my-account area's frame (ADR 0019): the page with its menu and tabs, the menu page, the empty sentence. */
export { EmptyList } from './EmptyList'
export { MyAccountMenuScreen } from './MyAccountMenuScreen'
export type { MyAccountPageProps, MyAccountTab } from './MyAccountPage'
export { MyAccountPage } from './MyAccountPage'
