export { DigitalBroadcastScreen, DigitalBroadcastTexts, liveLaneHref } from './DigitalBroadcastScreen'
