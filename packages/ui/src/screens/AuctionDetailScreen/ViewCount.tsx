import { type AuctionId, messageOf } from '@gavel/domain'
import styled from 'styled-components'
import { Button } from '../../primitives/Button'
import { useViewCount } from './useAuctionInsights'

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

const viewsText = (n: number) => (n === 1 ? '1 view' : `${n.toLocaleString('en-US')} views`)

/** Counts this visit (POST auction/{id}/view_count) and then shows the auction's views. */
export const ViewCount = ({ auctionId }: { readonly auctionId: AuctionId }) => {
  const view = useViewCount(auctionId)
  if (view.isError) {
    return (
      <Line role="alert">
        Views unavailable: {messageOf(view.error)}
        <Button variant="secondary" size="sm" onClick={() => view.mutate()}>
          Retry
        </Button>
      </Line>
    )
  }
  return <Line data-testid="view-count">{view.isSuccess ? viewsText(view.data) : 'Counting views…'}</Line>
}
