import { messageOf } from '@gavel/domain'
import { AccountSettings, COMPLETED_TOURS_KEY } from '@gavel/domain/areas/settings'
import { useMutation } from '@tanstack/react-query'
import { Button } from '../../../primitives/Button'
import { useService } from '../../../services/ServicesProvider'
import { Actions, Muted, Refused, Saved, Section } from '../common/Page.styles'

/** The guided tours (shell §4.5) keep their finished chapters in the key-value store; this clears them. */
export const ToursPreference = () => {
  const settings = useService(AccountSettings)
  const reset = useMutation({ mutationFn: () => settings.setValue(COMPLETED_TOURS_KEY, null) })
  return (
    <Section aria-labelledby="tours-heading">
      <h2 id="tours-heading">Guided tours</h2>
      <Muted>Seen the tours already? Show them again from the start the next time you open the listing.</Muted>
      <Actions>
        <Button variant="secondary" loading={reset.isPending} onClick={() => reset.mutate()}>
          Show the tours again
        </Button>
        <div role="status">{reset.isSuccess && <Saved>The tours will start again next time.</Saved>}</div>
        {reset.isError && <Refused role="alert">{messageOf(reset.error)}</Refused>}
      </Actions>
    </Section>
  )
}
