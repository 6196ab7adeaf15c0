import { legacyRegistrationUrl } from '@gavel/domain/areas/registration'
import { LeavingScreen } from '@gavel/ui/areas/registration'
import { useLocation } from 'react-router'

const leave = (url: string) => window.location.replace(url)

/** The legacy registration paths (route marker `external: 'legacy-registration'`) leave for the external page. */
export const LegacyRegistrationRoute = () => {
  const { pathname } = useLocation()
  return <LeavingScreen url={legacyRegistrationUrl(pathname)} leave={leave} />
}
