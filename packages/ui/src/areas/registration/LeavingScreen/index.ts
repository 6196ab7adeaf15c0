export type { LeavingScreenProps } from './LeavingScreen'
export { LeavingScreen, LeavingTexts } from './LeavingScreen'
