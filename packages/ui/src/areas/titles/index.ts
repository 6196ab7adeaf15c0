export { DigitalClerkScreen } from './DigitalClerkScreen'
export { MyTitlesScreen } from './MyTitlesScreen'
export { TitleHubScreen } from './TitleHubScreen'
export { TitlesClosedScreen, TitlesOpenScreen, TitlesPreSaleScreen, TitlesScreen } from './TitlesScreen'
