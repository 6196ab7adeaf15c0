import { registrationArea } from '@gavel/adapters/areas/registration'
import { RegistrationLanding } from '@gavel/ui/areas/registration'
import type { AreaEntry } from '../AreaEntry'
import { LegacyRegistrationRoute } from './LegacyRegistrationRoute'
import { RegistrationDealershipsRoute } from './RegistrationDealershipsRoute'
import { RegistrationFormRoute } from './RegistrationFormRoute'

/** Registration, auction access and the legacy registration paths (shell §2.2, marketplace §3). */
export const entry: AreaEntry = {
  area: registrationArea,
  screens: {
    registration: RegistrationLanding,
    registrationForm: RegistrationFormRoute,
    registrationDealerships: RegistrationDealershipsRoute,
    legacyRegistrationExisting: LegacyRegistrationRoute,
    legacyRegistrationInformation: LegacyRegistrationRoute,
    legacyRegistrationFinished: LegacyRegistrationRoute,
  },
}
