import {
  type Auction,
  AuctionBidding,
  type Dollars,
  formatUsd,
  IdGenerator,
  messageOf,
  parseBidAmount,
} from '@gavel/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { Link } from 'react-router'
import { vehicleTitle } from '../../../components/AuctionCard/vehicleTitle'
import { Button } from '../../../primitives/Button'
import { TextField } from '../../../primitives/TextField'
import { useService } from '../../../services/ServicesProvider'
import { Refused, Saved } from '../common/Page.styles'
import { settingsKeys } from '../common/settingsKeys'
import { Inline } from '../Team/Team.styles'

const endText = (at: number) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export interface ProxyBidRowProps {
  readonly auction: Auction
  /** Why the user may not change proxies (limited users), or null. */
  readonly blocked: string | null
}

/**
 * One proxy bid: the vehicle, the maximum, whether it is persistent and when the auction ends. A persistent proxy
 * can be changed or cancelled where its auction allows (canEditPersistentProxy, PUT/DELETE persistent_proxy_bid);
 * a one-off proxy can be raised on a running auction (a proxy bid with one idempotency key per intent).
 */
export const ProxyBidRow = ({ auction, blocked }: ProxyBidRowProps) => {
  const bidding = useService(AuctionBidding)
  const ids = useService(IdGenerator)
  const client = useQueryClient()
  const proxy = auction.proxyBid as NonNullable<Auction['proxyBid']>
  const [typed, setTyped] = useState(String(proxy.amount + auction.proxyBidInterval))
  const [error, setError] = useState<string | null>(null)
  const intent = useRef<string | null>(null)
  const refresh = () => client.invalidateQueries({ queryKey: settingsKeys.proxyBids })
  const change = useMutation({
    mutationFn: async (amount: Dollars): Promise<void> => {
      if (proxy.persistent) {
        await bidding.setPersistentProxy(auction.id, amount)
        return
      }
      intent.current ??= ids.next()
      const idempotencyKey = intent.current
      await bidding.placeBid({ auctionId: auction.id, amount, proxy: true, persistent: false, idempotencyKey })
    },
    onSuccess: () => {
      intent.current = null
      return refresh()
    },
  })
  const cancel = useMutation({
    mutationFn: () => bidding.cancelPersistentProxy(auction.id, proxy.amount),
    onSuccess: refresh,
  })
  const running = auction.status === 'active' || auction.status === 'preview' || auction.status === 'run_list'
  const reason =
    blocked ??
    (proxy.persistent
      ? auction.permissions.canEditPersistentProxy
        ? null
        : 'This persistent proxy can no longer be changed.'
      : running && auction.permissions.canProxyBid
        ? null
        : 'Proxy bids are closed on this auction.')
  const title = vehicleTitle(auction.vehicle)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (change.isPending || reason !== null) return
    const parsed = parseBidAmount(typed)
    if (!parsed.ok) return setError(parsed.error.message)
    if (parsed.amount <= proxy.amount) return setError(`Enter more than your ${formatUsd(proxy.amount)} maximum.`)
    setError(null)
    change.mutate(parsed.amount)
  }
  return (
    <li aria-label={title}>
      <div>
        <Link to={`/auction/${auction.id}`}>{title}</Link>
        <p>
          Maximum <strong>{formatUsd(proxy.amount)}</strong>
          {proxy.persistent ? ' · Persistent' : ''} · Ends {endText(auction.endsAt)}
        </p>
      </div>
      <form onSubmit={submit} noValidate aria-label={`Change the proxy bid on the ${title}`}>
        <Inline>
          <TextField
            label="New maximum (USD)"
            inputMode="numeric"
            value={typed}
            error={error}
            readOnly={reason !== null}
            onChange={(e) => {
              setTyped(e.target.value)
              setError(null)
              intent.current = null
            }}
          />
          <Button type="submit" size="sm" loading={change.isPending} disabledReason={reason}>
            {proxy.persistent ? 'Change' : 'Raise'}
          </Button>
          {proxy.persistent && (
            <Button
              size="sm"
              variant="secondary"
              loading={cancel.isPending}
              disabledReason={reason}
              onClick={() => cancel.mutate()}
            >
              Cancel proxy
            </Button>
          )}
        </Inline>
        <div role="status">{change.isSuccess && <Saved>Proxy bid saved.</Saved>}</div>
        {(change.isError || cancel.isError) && (
          <Refused role="alert">{messageOf(change.error ?? cancel.error)}</Refused>
        )}
      </form>
    </li>
  )
}
