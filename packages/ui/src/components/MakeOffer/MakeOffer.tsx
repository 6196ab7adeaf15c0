import {
  type DealerId,
  type Dealership,
  type Dollars,
  type Offer,
  OfferStates,
  offerDealer,
  parseBidAmount,
  type User,
} from '@gavel/domain'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../primitives/Button'
import { TextField } from '../../primitives/TextField'
import { ActionForm, Done, Refused, Section, SectionTitle } from '../ActionKit/ActionKit.styles'
import { useActionPhase } from '../ActionKit/useActionPhase'
import { DealerSelect } from './DealerSelect'
import { offerOutcomeText } from './offerText'

export interface MakeOfferProps {
  /** The signed-in user: a multi-dealership user picks the dealership the offer is for (marketplace §6). */
  readonly user: User | null
  readonly onOffer: (amount: Dollars, dealerId: DealerId | null) => Promise<Offer>
  readonly disabledReason?: string | null
  /** Opened from `?action=make_offer`: focus the amount once. */
  readonly requested?: boolean
}

/** Texts of the offer form the specs leave out. */
export const MakeOfferTexts = { pickDealer: 'Choose the dealership this offer is for.' } as const

/**
 * Make an offer (marketplace §5 offer rules, §7 POST offers {amount, dealer_id}): a whole amount, and for a
 * multi-dealership user the dealership it is for; the server answers pending, accepted or rejected.
 */
export const MakeOffer = ({ user, onOffer, disabledReason = null, requested = false }: MakeOfferProps) => {
  const [amount, setAmount] = useState('')
  const [chosen, setChosen] = useState<DealerId | null>(null)
  const [invalid, setInvalid] = useState<{ amount?: string; dealer?: string }>({})
  const { phase, run, inFlight } = useActionPhase(onOffer)
  const titleId = useId()
  const input = useRef<HTMLInputElement>(null)
  const dealerships: readonly Dealership[] = user?.dealerships ?? []
  const picks = dealerships.length > 1

  useEffect(() => {
    if (requested) input.current?.focus()
  }, [requested])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (disabledReason !== null || inFlight || user === null) return
    const parsed = parseBidAmount(amount)
    const dealer = offerDealer(user, chosen)
    const problems = {
      ...(parsed.ok ? {} : { amount: parsed.error.message }),
      ...(picks && dealer === null ? { dealer: MakeOfferTexts.pickDealer } : {}),
    }
    setInvalid(problems)
    if (!parsed.ok || (picks && dealer === null)) return
    await run(parsed.amount, dealer)
  }

  const offer = phase.kind === 'done' ? phase.result : null
  const refused = offer === null ? null : offer.noLongerAvailable || offer.state === OfferStates.rejected
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Make an offer</SectionTitle>
      <ActionForm onSubmit={submit} noValidate aria-label="Make an offer">
        {picks && (
          <DealerSelect
            dealerships={dealerships}
            value={chosen}
            error={invalid.dealer ?? null}
            disabled={disabledReason !== null || inFlight}
            onChange={(id) => {
              setChosen(id)
              setInvalid((p) => ({ ...p, dealer: undefined }))
            }}
          />
        )}
        <TextField
          ref={input}
          label="Your offer (USD)"
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          readOnly={inFlight || disabledReason !== null}
          error={invalid.amount ?? null}
          onChange={(e) => {
            setAmount(e.target.value)
            setInvalid((p) => ({ ...p, amount: undefined }))
          }}
        />
        <Button type="submit" fullWidth loading={inFlight} disabledReason={disabledReason}>
          {inFlight ? 'Sending offer…' : 'Make offer'}
        </Button>
      </ActionForm>
      <div role="status">{refused === false && <Done>{offerOutcomeText(offer as Offer)}</Done>}</div>
      {refused === true && <Refused role="alert">{offerOutcomeText(offer as Offer)}</Refused>}
      {phase.kind === 'failed' && <Refused role="alert">{phase.message}</Refused>}
    </Section>
  )
}
