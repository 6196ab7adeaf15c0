export { TransportHubScreen } from './TransportHubScreen'
