/** The transport hub area (ADR 0028): /transportation-hub and its order flow. */
export { TransportHubScreen } from './TransportHubScreen'
