import { formatUsd, messageOf } from '@gavel/domain'
import {
  PROMOTIONS_FRESH_MS,
  type PromotionOrder,
  promotionSaving,
  promotionShortfall,
  promotionTerms,
  TransportPromotions,
} from '@gavel/domain/areas/transport'
import { useQuery } from '@tanstack/react-query'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { useSession } from '../../../services/useSession'
import { transportKeys } from '../queryKeys'
import { Muted, SubHeading } from '../transport.styles'
import { Fits, PromoBox, PromoList } from './Promotions.styles'

const dateText = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/**
 * The transport promotions running now (marketplace §7 Transport "promotions"; ADR 0038), beside the order: each
 * says its terms, its code and when it ends, and whether the order being built qualifies or what it lacks.
 * Server texts are rendered as text.
 */
export const Promotions = ({ order }: { readonly order: PromotionOrder }) => {
  const promotions = useService(TransportPromotions)
  const query = useQuery({
    queryKey: transportKeys.promotions(useSession()?.user.id ?? null),
    queryFn: () => promotions.running(),
    staleTime: PROMOTIONS_FRESH_MS,
  })
  return (
    <PromoBox aria-labelledby="transport-promotions-heading">
      <SubHeading id="transport-promotions-heading">Promotions</SubHeading>
      {query.isPending ? (
        <Spinner label="Loading promotions" />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState title="No promotions right now">
          You don't currently have any transport promotions. When you do, they'll appear here.
        </EmptyState>
      ) : (
        <PromoList aria-label="Transport promotions">
          {query.data.map((p) => {
            const shortfall = promotionShortfall(p, order)
            return (
              <li key={p.id} aria-label={p.title}>
                <strong>{p.title}</strong>
                <p>{p.description}</p>
                <Muted>{promotionTerms(p)}</Muted>
                <Muted>
                  {p.code === null ? 'No code needed' : `Code ${p.code}`} · ends {dateText(p.endsAt)}
                </Muted>
                {shortfall === null ? (
                  <Fits>
                    This order qualifies: {formatUsd(promotionSaving(p, order))} off, taken off when the transport is
                    invoiced.
                  </Fits>
                ) : (
                  <Muted>{shortfall}</Muted>
                )}
              </li>
            )
          })}
        </PromoList>
      )}
    </PromoBox>
  )
}
