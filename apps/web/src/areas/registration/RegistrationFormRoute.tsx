import { RegistrationFormScreen } from '@gavel/ui/areas/registration'
import { useNavigate } from 'react-router'
import { registrationDraft } from './draftStore'

/** /registration-form: on Continue the draft is kept and the dealerships step opens. */
export const RegistrationFormRoute = () => {
  const navigate = useNavigate()
  return (
    <RegistrationFormScreen
      initial={registrationDraft.get()}
      onContinue={(draft) => {
        registrationDraft.set(draft)
        void navigate('/registration-dealerships')
      }}
    />
  )
}
