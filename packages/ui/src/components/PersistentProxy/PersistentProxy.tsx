import {
  type Auction,
  Constants,
  type Dollars,
  formatUsd,
  initialProxyMax,
  type PersistentProxyReceipt,
  parseProxyMax,
} from '@gavel/domain'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../primitives/Button'
import { TextField } from '../../primitives/TextField'
import { ActionForm, Done, Note, Refused, Section, SectionTitle } from '../ActionKit/ActionKit.styles'
import { dateText } from '../ActionKit/timeText'
import { useActionPhase } from '../ActionKit/useActionPhase'

export interface PersistentProxyProps {
  readonly auction: Auction
  readonly onSave: (max: Dollars) => Promise<PersistentProxyReceipt>
  readonly onCancel: (max: Dollars) => Promise<void>
  /** Why a new persistent proxy may not be set (the proxy rules). */
  readonly setBlockedReason?: string | null
  /** Why the standing one may not be edited or cancelled (canEditPersistentProxy). */
  readonly editBlockedReason?: string | null
  /** Opened from `?action=persistent_proxy`: focus the maximum once. */
  readonly requested?: boolean
}

type Outcome = { readonly kind: 'saved'; readonly receipt: PersistentProxyReceipt } | { readonly kind: 'cancelled' }

/**
 * A persistent proxy bid (marketplace §5, §9: it lasts 10 days by default; behind the persistent proxy flag):
 * set one, or edit and cancel the standing one when the auction says canEditPersistentProxy.
 */
export const PersistentProxy = ({
  auction,
  onSave,
  onCancel,
  setBlockedReason = null,
  editBlockedReason = null,
  requested = false,
}: PersistentProxyProps) => {
  const standing = auction.proxyBid?.persistent === true ? auction.proxyBid.amount : null
  const [typed, setTyped] = useState<string | null>(null)
  const [invalid, setInvalid] = useState<string | null>(null)
  const titleId = useId()
  const input = useRef<HTMLInputElement>(null)
  const act = async (change: { save: Dollars } | { cancel: Dollars }): Promise<Outcome> => {
    if ('save' in change) return { kind: 'saved', receipt: await onSave(change.save) }
    await onCancel(change.cancel)
    return { kind: 'cancelled' }
  }
  const { phase, run, inFlight } = useActionPhase(act)
  const reason = standing === null ? setBlockedReason : editBlockedReason
  const value = typed ?? String(standing ?? initialProxyMax(auction))

  useEffect(() => {
    if (requested) input.current?.focus()
  }, [requested])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (reason !== null || inFlight) return
    const parsed = parseProxyMax(value, auction)
    if (!parsed.ok) return setInvalid(parsed.error.message)
    setInvalid(null)
    if (await run({ save: parsed.amount })) setTyped(null)
  }

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Persistent proxy</SectionTitle>
      <Note>
        {standing === null
          ? `Keeps bidding for you for ${Constants.persistentProxyDays} days, up to your maximum.`
          : `Your persistent proxy: up to ${formatUsd(standing)}.`}
      </Note>
      <ActionForm onSubmit={submit} noValidate aria-label="Persistent proxy bid">
        <TextField
          ref={input}
          label="Persistent maximum (USD)"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          readOnly={inFlight || reason !== null}
          error={invalid}
          onChange={(e) => {
            setTyped(e.target.value)
            setInvalid(null)
          }}
        />
        <Button type="submit" fullWidth loading={inFlight} disabledReason={reason}>
          {standing === null ? 'Set persistent proxy' : 'Save changes'}
        </Button>
      </ActionForm>
      {standing !== null && (
        <Button
          variant="danger"
          disabledReason={editBlockedReason}
          loading={inFlight}
          onClick={() => void run({ cancel: standing })}
        >
          Cancel persistent proxy
        </Button>
      )}
      <div role="status">
        {phase.kind === 'done' &&
          (phase.result.kind === 'saved' ? (
            <Done>{`Persistent proxy set: up to ${formatUsd(phase.result.receipt.amount)} until ${dateText(phase.result.receipt.expiresAt)}`}</Done>
          ) : (
            <Done>Persistent proxy cancelled.</Done>
          ))}
      </div>
      {phase.kind === 'failed' && <Refused role="alert">{phase.message}</Refused>}
    </Section>
  )
}
