import {
  type Auction,
  type BidReceipt,
  type ClaimDealer,
  type ClaimState,
  type DealerId,
  type DetailActionBlocks,
  type Dollars,
  isMakeOfferState,
  multibuyerDealerships,
  type Offer,
  type PersistentProxyReceipt,
  type Session,
  showsPersistentProxy,
  showsRemoveReserve,
  type Viewer,
} from '@gavel/domain'
import { ClaimPanel } from '../ClaimPanel'
import { MakeOffer } from '../MakeOffer'
import { PersistentProxy } from '../PersistentProxy'
import { ProxyBidForm } from '../ProxyBidForm'
import { PurchaseNow } from '../PurchaseNow'
import type { QueryState } from '../QuerySection/queryState'
import { RemoveReserve } from '../RemoveReserve'
import { WatchButton } from '../WatchButton'
import type { DetailActionName } from './detailActionParam'

/** The calls behind the detail page's actions; the screen makes them over its ports (`useDetailActions`). */
export interface DetailActionHandlers {
  /** Refetch the auction (after a change the page must show from the server). */
  readonly refetch: () => void
  readonly watch: (watch: boolean) => Promise<boolean>
  readonly setProxy: (max: Dollars) => Promise<BidReceipt>
  readonly savePersistentProxy: (max: Dollars) => Promise<PersistentProxyReceipt>
  readonly cancelPersistentProxy: (max: Dollars) => Promise<void>
  readonly makeOffer: (amount: Dollars, dealerId: DealerId | null) => Promise<Offer>
  readonly removeReserve: () => Promise<void>
  /** The dealerships that may hold the auction (asked only for a multibuyer user). */
  readonly claimDealers: QueryState<readonly ClaimDealer[]>
  readonly claim: (dealer: ClaimDealer, claim: boolean) => Promise<ClaimState>
}

export interface DetailActionsProps {
  readonly auction: Auction
  readonly viewer: Viewer | null
  readonly session: Session | null
  readonly blocks: DetailActionBlocks
  readonly onPlaceBid: (amount: Dollars) => Promise<BidReceipt>
  readonly requested: DetailActionName | null
  readonly actions: DetailActionHandlers
}

/**
 * Every action of the detail page beside the plain bid (marketplace §3, §5, §6, §7): each shown when it applies
 * to this auction and viewer, each disabled with its reason when the permissions say no.
 */
export const DetailActions = ({
  auction,
  viewer,
  session,
  blocks,
  onPlaceBid,
  requested,
  actions,
}: DetailActionsProps) => {
  const user = session?.user ?? null
  const offerOpen = auction.permissions.canMakeOffer || isMakeOfferState(auction.status)
  return (
    <>
      <WatchButton
        onToggle={actions.watch}
        watched={auction.isOnWatchList}
        disabledReason={blocks.watch}
        requested={requested === 'watch'}
        onChanged={actions.refetch}
      />
      {auction.purchaseNowPrice !== null && (
        <PurchaseNow
          price={auction.purchaseNowPrice}
          onPurchase={onPlaceBid}
          disabledReason={blocks.purchaseNow}
          requested={requested === 'purchase_now'}
        />
      )}
      <ProxyBidForm
        auction={auction}
        onSetProxy={actions.setProxy}
        disabledReason={blocks.proxy}
        requested={requested === 'proxy'}
      />
      {showsPersistentProxy(session?.flags ?? {}) && (
        <PersistentProxy
          auction={auction}
          onSave={actions.savePersistentProxy}
          onCancel={actions.cancelPersistentProxy}
          setBlockedReason={blocks.persistentProxy}
          editBlockedReason={blocks.editPersistentProxy}
          requested={requested === 'persistent_proxy'}
        />
      )}
      {offerOpen && (
        <MakeOffer
          user={user}
          onOffer={actions.makeOffer}
          disabledReason={blocks.makeOffer}
          requested={requested === 'make_offer'}
        />
      )}
      {showsRemoveReserve(auction, viewer) && (
        <RemoveReserve
          reserve={auction.floorPrice}
          onRemove={actions.removeReserve}
          disabledReason={blocks.removeReserve}
          requested={requested === 'remove_reserve'}
        />
      )}
      {user !== null && multibuyerDealerships(user).length > 0 && (
        <ClaimPanel
          auction={auction}
          dealers={actions.claimDealers}
          onClaim={actions.claim}
          disabledReason={blocks.claim}
          requested={requested === 'claim'}
        />
      )}
    </>
  )
}
