export { OutstandingScreen, OutstandingTexts } from './OutstandingScreen'
