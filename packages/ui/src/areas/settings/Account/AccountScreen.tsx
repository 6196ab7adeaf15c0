import { useSession } from '../../../services/useSession'
import { Heading } from '../common/Page.styles'
import { ListingPreference } from './ListingPreference'
import { ProfileForm } from './ProfileForm'
import { ToursPreference } from './ToursPreference'

/** /settings/account: profile, the listing page preference and the tours (shell §2.3, marketplace §7 User settings). */
export const AccountScreen = () => {
  const session = useSession()
  if (!session) return null
  return (
    <>
      <Heading>Account</Heading>
      <ProfileForm session={session} />
      <ListingPreference session={session} />
      <ToursPreference />
    </>
  )
}
