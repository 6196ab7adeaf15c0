import {
  type Auction,
  type BidReceipt,
  type Dollars,
  formatUsd,
  initialProxyMax,
  parseProxyMax,
  proxyBidInterval,
  stepProxyMax,
} from '@gavel/domain'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../primitives/Button'
import { TextField } from '../../primitives/TextField'
import { ActionForm, Done, Note, Refused, Section, SectionTitle, Steps } from '../ActionKit/ActionKit.styles'
import { clockText } from '../ActionKit/timeText'
import { useActionPhase } from '../ActionKit/useActionPhase'

export interface ProxyBidFormProps {
  readonly auction: Auction
  /** Places the proxy bid (a BidIntent with proxy: true); resolves with the server's receipt. */
  readonly onSetProxy: (max: Dollars) => Promise<BidReceipt>
  readonly disabledReason?: string | null
  /** Opened from `?action=proxy`: focus the maximum once. */
  readonly requested?: boolean
}

/** 'Proxy bid set: up to $X at HH:MM:SS' from the server's receipt. */
export const proxyReceiptText = (receipt: BidReceipt): string =>
  `Proxy bid set: up to ${formatUsd(receipt.amount)} at ${clockText(receipt.acceptedAt)}`

/**
 * A proxy bid (marketplace §3, §7): the dealer's maximum, stepped by the auction's proxy interval (50 by default),
 * a whole number at or above the lowest bid the server takes. The server bids for them up to it.
 */
export const ProxyBidForm = ({ auction, onSetProxy, disabledReason = null, requested = false }: ProxyBidFormProps) => {
  const [typed, setTyped] = useState<string | null>(null)
  const [invalid, setInvalid] = useState<string | null>(null)
  const { phase, run, inFlight } = useActionPhase(onSetProxy)
  const input = useRef<HTMLInputElement>(null)
  const value = typed ?? String(initialProxyMax(auction))
  const step = proxyBidInterval(auction)
  const blocked = disabledReason !== null
  const titleId = useId()

  useEffect(() => {
    if (requested) input.current?.focus()
  }, [requested])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (blocked || inFlight) return
    const parsed = parseProxyMax(value, auction)
    if (!parsed.ok) return setInvalid(parsed.error.message)
    setInvalid(null)
    const receipt = await run(parsed.amount)
    if (receipt) setTyped(null)
  }
  const stepBy = (direction: 1 | -1) => {
    const parsed = parseProxyMax(value, auction)
    const from = parsed.ok ? parsed.amount : initialProxyMax(auction)
    setTyped(String(stepProxyMax(from, auction, direction)))
    setInvalid(null)
  }

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Proxy bid</SectionTitle>
      <ActionForm onSubmit={submit} noValidate aria-label="Set a proxy bid">
        <TextField
          ref={input}
          label="Maximum bid (USD)"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          readOnly={inFlight || blocked}
          error={invalid}
          onChange={(e) => {
            setTyped(e.target.value)
            setInvalid(null)
          }}
        />
        <Steps>
          <Button
            variant="secondary"
            aria-label={`Lower maximum by ${formatUsd(step)}`}
            onClick={() => stepBy(-1)}
            disabledReason={disabledReason}
          >
            −{formatUsd(step)}
          </Button>
          <Button
            variant="secondary"
            aria-label={`Raise maximum by ${formatUsd(step)}`}
            onClick={() => stepBy(1)}
            disabledReason={disabledReason}
          >
            +{formatUsd(step)}
          </Button>
        </Steps>
        <Note>We bid for you in steps of {formatUsd(step)}, up to your maximum.</Note>
        <Button type="submit" fullWidth loading={inFlight} disabledReason={disabledReason}>
          {inFlight ? 'Setting proxy bid…' : 'Set proxy bid'}
        </Button>
      </ActionForm>
      <div role="status">{phase.kind === 'done' && <Done>{proxyReceiptText(phase.result)}</Done>}</div>
      {phase.kind === 'failed' && <Refused role="alert">{phase.message}</Refused>}
    </Section>
  )
}
