export type { CarfaxAlertsProps } from './CarfaxAlerts'
export { CarfaxAlerts } from './CarfaxAlerts'
