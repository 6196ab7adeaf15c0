import { defineArea } from '../defineArea'

/** Registration and the auction-access account. */
export const registrationArea = defineArea('registration', () => {})
