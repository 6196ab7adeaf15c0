import { isLimited, messageOf } from '@gavel/domain'
import { ProxyBids } from '@gavel/domain/areas/settings'
import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { RowList } from '../../../primitives/RowList'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { useSession } from '../../../services/useSession'
import { Heading, Muted } from '../common/Page.styles'
import { settingsKeys } from '../common/settingsKeys'
import { ProxyBidRow } from './ProxyBidRow'

/** The page's rows on RowList's card, laid out as a grid (one column on phones). */
const List = styled(RowList)`
  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
    ${({ theme }) => theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
  }
`

/** /settings/proxybids (and /proxybids): every proxy and persistent proxy bid of the user, soonest end first. */
export const ProxyBidsScreen = () => {
  const session = useSession()
  const proxies = useService(ProxyBids)
  const query = useQuery({ queryKey: settingsKeys.proxyBids, queryFn: () => proxies.mine() })
  const blocked = session && isLimited(session.user) ? 'Your account is read-only: proxy bids cannot be changed.' : null
  return (
    <>
      <Heading>Proxy bids</Heading>
      <Muted>A proxy bids for you up to its maximum; a persistent one stays on the auction for up to 10 days.</Muted>
      {query.isPending ? (
        <Spinner label="Loading proxy bids" />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState title="No proxy bids">
          You don't currently have any proxy bids. When you do, they'll appear here.
        </EmptyState>
      ) : (
        <List aria-label="Proxy bids">
          {query.data.map((a) => (
            <ProxyBidRow key={a.id} auction={a} blocked={blocked} />
          ))}
        </List>
      )}
    </>
  )
}
