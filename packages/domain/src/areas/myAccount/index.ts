/** The my-account area's surface (ADR 0019): its menu and the empty-list sentence its lists share. */
export type { MyAccountMenuItem, MyAccountMenuSection } from './myAccountMenu'
export { emptyListSentence, myAccountMenu } from './myAccountMenu'
