import type { Auction, Viewer } from '@gavel/domain'
import { type BuyingList, staysInList } from '@gavel/domain/areas/buying'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { createLiveAuctionStore, type LiveAuctionStore } from '../../live/liveAuctionStore'
import { useLiveFeed } from '../../live/useLiveFeed'
import { refreshBuying } from './buyingQueries'

const NONE: readonly Auction[] = []

const sameIds = (a: readonly Auction[], b: readonly Auction[]) =>
  a.length === b.length && a.every((x, i) => x.id === b[i]?.id)

/** Whether each live copy keeps its auction in the list, remembered per copy: the store replaces a changed one. */
type Verdicts = WeakMap<Auction, boolean>

/**
 * The server's auctions that the live store's copies keep in the list. Only copies not seen before are judged
 * (a frame with a few bid messages re-judges those few, not all 500 rows).
 */
const membersOf = (
  list: BuyingList,
  server: readonly Auction[],
  store: LiveAuctionStore,
  viewer: Viewer | null,
  verdicts: Verdicts,
) => {
  if (viewer === null) return server
  return server.filter((a) => {
    const live = store.get(a.id) ?? a
    let stays = verdicts.get(live)
    if (stays === undefined) {
      stays = staysInList(list, live, viewer)
      verdicts.set(live, stays)
    }
    return stays
  })
}

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
  // One cache per list and viewer: a verdict depends on both.
  const cache = useRef<{ readonly key: string; readonly verdicts: Verdicts } | null>(null)
  const key = `${list}:${viewer?.userId ?? ''}`
  if (cache.current?.key !== key) cache.current = { key, verdicts: new WeakMap() }
  const verdicts = cache.current.verdicts
  const [shown, setShown] = useState<readonly Auction[]>(() => membersOf(list, server, own, viewer, verdicts))

  useEffect(() => {
    own.load(server)
    const update = () =>
      setShown((before) => {
        const next = membersOf(list, server, own, viewer, verdicts)
        if (next.length < before.length) void refreshBuying(client, list)
        return sameIds(before, next) ? before : next
      })
    update()
    return own.subscribe(update)
  }, [own, server, viewer, list, client, verdicts])

  const ids = useMemo(() => shown.map((a) => a.id), [shown])
  useLiveFeed(ids, own)
  return { store: own, members: shown }
}
