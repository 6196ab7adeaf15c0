import type { AuctionId, DealerId } from '../../model/ids'
import { createPortId } from '../../ports/portId'
import type { PostSaleProgress } from './progress'

/** Where one purchase stands after the win (docs/adr/0023 GET bff/orders/{id}/post_sale?dealer_id). */
export interface PostSaleTracking {
  progress(auctionId: AuctionId, dealerId: DealerId): Promise<PostSaleProgress>
}
export const PostSaleTracking = createPortId<PostSaleTracking>('post-sale-tracking')
