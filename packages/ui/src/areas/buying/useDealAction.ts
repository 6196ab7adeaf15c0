import {
  type AuctionId,
  type Dollars,
  IdGenerator,
  type OfferAction,
  offerActionRequest,
  type User,
} from '@gavel/domain'
import { type Deal, Deals } from '@gavel/domain/areas/buying'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { useActionPhase } from '../../components/ActionKit/useActionPhase'
import { useService } from '../../services/ServicesProvider'
import { useToast } from '../../toast/ToastProvider'
import { buyingKeys, refreshBuying } from './buyingQueries'

const ACTION_DONE: Readonly<Record<OfferAction, string>> = {
  accept: 'Offer accepted:',
  reject: 'Offer rejected:',
  counter: 'Counter offer sent:',
  'make-offer': 'Offer sent:',
}

/**
 * One offer action at a time on a deal (marketplace §4, §5). Each intent — an action with its amount — has one
 * idempotency key, reused when the same intent is sent again (so a retry after a lost answer can never act twice)
 * and renewed once it succeeded or the dealer changed the action or amount. On success the deal and every buying
 * list are refreshed.
 */
export const useDealAction = (auctionId: AuctionId, user: User | null) => {
  const deals = useService(Deals)
  const ids = useService(IdGenerator)
  const client = useQueryClient()
  const toast = useToast()
  const intent = useRef<{ readonly signature: string; readonly key: string } | null>(null)
  const act = useCallback(
    async (action: OfferAction, amount: Dollars | null): Promise<Deal> => {
      const signature = `${action}:${amount ?? ''}`
      if (intent.current?.signature !== signature) intent.current = { signature, key: ids.next() }
      const request = user ? offerActionRequest(action, amount, user) : { action, amount }
      const deal = await deals.act({ auctionId, request, idempotencyKey: intent.current.key })
      intent.current = null
      // The auction may leave the list it was answered in (accepted: won; rejected: closed), so say it once more.
      toast.show('success', `${ACTION_DONE[action]} ${deal.auction.title}.`)
      client.setQueryData(buyingKeys.deal(auctionId), deal)
      void refreshBuying(client)
      return deal
    },
    [auctionId, user, deals, ids, client, toast],
  )
  return useActionPhase(act)
}
