import { type Dollars, formatUsd, type OfferAction, parseBidAmount, type User } from '@gavel/domain'
import { type Deal, offerToAnswer } from '@gavel/domain/areas/buying'
import { type FormEvent, useState } from 'react'
import { Button } from '../../primitives/Button'
import { TextField } from '../../primitives/TextField'
import { ActionRow, Blocked, Done, Refused } from './DealPanel.styles'
import { useDealAction } from './useDealAction'

export interface DealActionFormProps {
  readonly deal: Deal
  readonly user: User | null
  readonly actions: readonly OfferAction[]
  readonly blocked: string | null
}

const DONE_TEXT: Readonly<Record<OfferAction, string>> = {
  accept: 'Offer accepted.',
  reject: 'Offer rejected.',
  counter: 'Counter offer sent.',
  'make-offer': 'Offer sent.',
}

/**
 * Accept, reject, counter or make an offer (marketplace §4). The amount is checked on blur and on submit ('Tried
 * setting a value that was NaN!', §5); while an action is in flight every control is disabled; a refusal shows the
 * server's reason and keeps what was typed.
 */
export const DealActionForm = ({ deal, user, actions, blocked }: DealActionFormProps) => {
  const { phase, run, inFlight } = useDealAction(deal.auction.id, user)
  const [typed, setTyped] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const [last, setLast] = useState<OfferAction | null>(null)
  const pending = offerToAnswer(deal)
  const amountAction = actions.find((a) => a === 'counter' || a === 'make-offer')
  const check = (): Dollars | null => {
    const parsed = parseBidAmount(typed)
    setInvalid(parsed.ok ? null : parsed.error.message)
    return parsed.ok ? parsed.amount : null
  }
  const send = async (action: OfferAction, amount: Dollars | null) => {
    setLast(action)
    const done = await run(action, amount)
    if (done && amount !== null) setTyped('')
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!amountAction || inFlight) return
    const amount = check()
    if (amount !== null) void send(amountAction, amount)
  }
  const outcome = (
    <>
      <div role="status">{phase.kind === 'done' && last && <Done>{DONE_TEXT[last]}</Done>}</div>
      {phase.kind === 'failed' && <Refused role="alert">{phase.message}</Refused>}
    </>
  )
  if (actions.length === 0)
    return (
      <>
        {blocked && <Blocked>{blocked}</Blocked>}
        {outcome}
      </>
    )
  return (
    <>
      <ActionRow onSubmit={submit} noValidate aria-label="Answer the offer">
        {actions.includes('accept') && (
          <Button
            loading={inFlight && last === 'accept'}
            disabledReason={inFlight ? 'Sending…' : null}
            onClick={() => void send('accept', null)}
          >
            {pending ? `Accept ${formatUsd(pending.amount)}` : 'Accept'}
          </Button>
        )}
        {actions.includes('reject') && (
          <Button
            variant="secondary"
            loading={inFlight && last === 'reject'}
            disabledReason={inFlight ? 'Sending…' : null}
            onClick={() => void send('reject', null)}
          >
            Reject
          </Button>
        )}
        {amountAction && (
          <>
            <TextField
              label={amountAction === 'counter' ? 'Counter offer (USD)' : 'Your offer (USD)'}
              inputMode="numeric"
              autoComplete="off"
              value={typed}
              readOnly={inFlight}
              error={invalid}
              onBlur={() => typed !== '' && check()}
              onChange={(e) => {
                setTyped(e.target.value)
                setInvalid(null)
              }}
            />
            <Button
              type="submit"
              variant="secondary"
              loading={inFlight && last === amountAction}
              disabledReason={inFlight ? 'Sending…' : null}
            >
              {amountAction === 'counter' ? 'Counter' : 'Make offer'}
            </Button>
          </>
        )}
      </ActionRow>
      {outcome}
    </>
  )
}
