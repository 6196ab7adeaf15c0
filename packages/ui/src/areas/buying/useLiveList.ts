import type { Auction, Viewer } from '@gavel/domain'
import { type BuyingList, staysInList } from '@gavel/domain/areas/buying'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { createLiveAuctionStore, type LiveAuctionStore } from '../../live/liveAuctionStore'
import { useLiveFeed } from '../../live/useLiveFeed'
import { refreshBuying } from './buyingQueries'

const NONE: readonly Auction[] = []

const sameIds = (a: readonly Auction[], b: readonly Auction[]) =>
  a.length === b.length && a.every((x, i) => x.id === b[i]?.id)

/** The server's auctions that the live store's copies keep in the list. */
const membersOf = (list: BuyingList, server: readonly Auction[], store: LiveAuctionStore, viewer: Viewer | null) =>
  viewer === null ? server : server.filter((a) => staysInList(list, store.get(a.id) ?? a, viewer))

/**
 * A buying list kept live (marketplace §4 "Collections"): the server's auctions go into a live store fed by the
 * realtime channels of every one of them (with status polling of the shown ones and refetch after a bid); an
 * auction stays while its status pills keep it in the list (staysInList). When one leaves, the other buying
 * lists are refetched, so it joins the list its pills now name (an ended auction: negotiations or needs finalizing).
 */
export const useLiveList = (
  list: BuyingList,
  auctions: readonly Auction[] | undefined,
  viewer: Viewer | null,
  store?: LiveAuctionStore,
) => {
  const own = useMemo(() => store ?? createLiveAuctionStore(), [store])
  const client = useQueryClient()
  const server = auctions ?? NONE
  const [shown, setShown] = useState<readonly Auction[]>(() => membersOf(list, server, own, viewer))

  useEffect(() => {
    own.load(server)
    const update = () =>
      setShown((before) => {
        const next = membersOf(list, server, own, viewer)
        if (next.length < before.length) void refreshBuying(client, list)
        return sameIds(before, next) ? before : next
      })
    update()
    return own.subscribe(update)
  }, [own, server, viewer, list, client])

  const ids = useMemo(() => shown.map((a) => a.id), [shown])
  useLiveFeed(ids, own)
  return { store: own, members: shown }
}
