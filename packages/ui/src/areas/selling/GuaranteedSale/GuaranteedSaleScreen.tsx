import { isLimited, messageOf } from '@gavel/domain'
import {
  guaranteedSaleCandidates,
  isGuaranteedSaleAuction,
  savedAuctionRow,
  GuaranteedSaleTexts as T,
} from '@gavel/domain/areas/selling'
import { useMemo } from 'react'
import styled from 'styled-components'
import { Button } from '../../../primitives/Button'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useSession } from '../../../services/useSession'
import { EmptyList } from '../../myAccount/EmptyList'
import { MyAccountPage } from '../../myAccount/MyAccountPage'
import {
  ActionLink,
  Facts,
  More,
  Rows,
  RowTitle,
  Row as SavedRow,
} from '../SavedAuctionsScreen/SavedAuctionsScreen.styles'
import { SellingListSection } from '../SellingLists/SellingListSection'
import { useSavedAuctionList } from '../shared/sellingQueries'

/** A saved row without the bulk-launch checkbox: the vehicle, then its launch link (below it on mobile). */
const Row = styled(SavedRow)`
  grid-template-columns: 1fr auto;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    & > :last-child {
      grid-column: 1;
      justify-self: start;
    }
  }
`

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]};
  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & > p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

/** All dealerships of the seller (marketplace §7 Saved auctions: the dealer filter -1). */
const ALL_DEALERS = -1

/** The seller's saved vehicles that may launch now, each opening the launch form (which offers Guaranteed Sale). */
const ReadyToLaunch = () => {
  const session = useSession()
  const limited = session ? isLimited(session.user) : true
  const saved = useSavedAuctionList(ALL_DEALERS, '')
  const rows = useMemo(
    () =>
      guaranteedSaleCandidates(
        (saved.data?.pages ?? []).flatMap((page) => page.savedAuctions).map((s) => savedAuctionRow(s, limited)),
      ),
    [saved.data, limited],
  )
  if (saved.isPending) return <Spinner label={`Loading ${T.readyEmpty}`} />
  if (saved.isError) {
    return (
      <ErrorState message={messageOf(saved.error)} onRetry={() => void saved.refetch()} retrying={saved.isFetching} />
    )
  }
  const more = saved.hasNextPage ? (
    <More>
      <Button variant="secondary" loading={saved.isFetchingNextPage} onClick={() => void saved.fetchNextPage()}>
        Show more saved vehicles
      </Button>
    </More>
  ) : null
  if (rows.length === 0 && more === null) return <EmptyList list={T.readyEmpty} />
  return (
    <>
      {rows.length > 0 && (
        <Rows aria-label={T.ready}>
          {rows.map((row) => (
            <Row key={row.id}>
              <div>
                <RowTitle to={`/saved/${row.id}`}>{row.title}</RowTitle>
                <Facts>
                  <span>VIN {row.vin}</span>
                  <span>{row.dealershipName}</span>
                  <span>Run #{row.runNumber}</span>
                </Facts>
              </div>
              <ActionLink to={`/saved/${row.id}`} aria-label={`${row.actionText}: ${row.title}`}>
                {row.actionText}
              </ActionLink>
            </Row>
          ))}
        </Rows>
      )}
      {more}
    </>
  )
}

/**
 * /myacv/guaranteed-sale (shell §2.4; flag guaranteed_sale and the launch_gtd_sale role): the seller's auctions
 * running in the guaranteed-sale lane, live, and the saved vehicles ready to launch there.
 */
export const GuaranteedSaleScreen = () => (
  <MyAccountPage title="Guaranteed Sale">
    <Section aria-labelledby="gsale-running">
      <h2 id="gsale-running">{T.running}</h2>
      <SellingListSection
        list="activeSelling"
        label={T.running}
        emptyName={T.runningEmpty}
        select={isGuaranteedSaleAuction}
      />
    </Section>
    <Section aria-labelledby="gsale-ready">
      <h2 id="gsale-ready">{T.ready}</h2>
      <p>{T.readyHint}</p>
      <ReadyToLaunch />
    </Section>
  </MyAccountPage>
)
