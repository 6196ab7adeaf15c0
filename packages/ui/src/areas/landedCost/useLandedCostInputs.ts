import { LandedCostSources } from '@gavel/domain/areas/landedCost'
import { useQuery } from '@tanstack/react-query'
import { useOptionalService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { landedCostKeys } from './queryKeys'

/** What the landed cost of one auction is computed from, for the signed-in dealer (cached 20 minutes). */
export const useLandedCostInputs = (auctionId: number, payWithCapital: boolean) => {
  /** Bound with the auction detail page; elsewhere (or in a story without it) nothing shows. */
  const sources = useOptionalService(LandedCostSources)
  const session = useSession()
  const user = session?.user ?? null
  const dealerId = user === null ? null : (user.defaultDealerId ?? user.dealerships[0]?.id ?? null)
  const query = useQuery({
    queryKey: landedCostKeys.inputs(auctionId, dealerId, payWithCapital),
    queryFn: () => (sources as LandedCostSources).inputsFor(auctionId, dealerId as number, payWithCapital),
    enabled: sources !== null && dealerId !== null,
    staleTime: 20 * 60_000,
  })
  return { available: sources !== null && dealerId !== null, query }
}
