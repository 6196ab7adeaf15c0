import { registrationArea } from '@gavel/adapters/areas/registration'
import type { AreaEntry } from '../AreaEntry'
import { LegacyRegistrationRoute } from './LegacyRegistrationRoute'

/** Registration, auction access and the legacy registration paths (shell §2.2, marketplace §3). */
export const entry: AreaEntry = {
  area: registrationArea,
  screens: {
    legacyRegistrationExisting: LegacyRegistrationRoute,
    legacyRegistrationInformation: LegacyRegistrationRoute,
    legacyRegistrationFinished: LegacyRegistrationRoute,
  },
}
