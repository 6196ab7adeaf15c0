export { MarketReportScreen } from './MarketReportScreen'
