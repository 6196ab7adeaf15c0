import {
  type Auction,
  type BidReceipt,
  type DetailActionBlocks,
  type Dollars,
  isMakeOfferState,
  multibuyerDealerships,
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
import { RemoveReserve } from '../RemoveReserve'
import { WatchButton } from '../WatchButton'
import type { DetailActionName } from './detailActionParam'
import { useDetailActions } from './useDetailActions'

export interface DetailActionsProps {
  readonly auction: Auction
  readonly viewer: Viewer | null
  readonly session: Session | null
  readonly blocks: DetailActionBlocks
  readonly onPlaceBid: (amount: Dollars) => Promise<BidReceipt>
  readonly requested: DetailActionName | null
}

/**
 * Every action of the detail page beside the plain bid (marketplace §3, §5, §6, §7): each shown when it applies
 * to this auction and viewer, each disabled with its reason when the permissions say no.
 */
export const DetailActions = ({ auction, viewer, session, blocks, onPlaceBid, requested }: DetailActionsProps) => {
  const actions = useDetailActions(auction)
  const user = session?.user ?? null
  const offerOpen = auction.permissions.canMakeOffer || isMakeOfferState(auction.status)
  return (
    <>
      <WatchButton
        auctionId={auction.id}
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
        <ClaimPanel auction={auction} disabledReason={blocks.claim} requested={requested === 'claim'} />
      )}
    </>
  )
}
