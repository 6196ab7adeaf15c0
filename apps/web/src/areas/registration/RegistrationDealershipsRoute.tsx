import { RegistrationDealershipsScreen } from '@gavel/ui/areas/registration'
import { Navigate } from 'react-router'
import { registrationDraft } from './draftStore'

/** /registration-dealerships: needs the form's draft; without one (a reload, a bookmark) it starts at the form. */
export const RegistrationDealershipsRoute = () => {
  const draft = registrationDraft.get()
  return draft === null ? <Navigate to="/registration-form" replace /> : <RegistrationDealershipsScreen draft={draft} />
}
