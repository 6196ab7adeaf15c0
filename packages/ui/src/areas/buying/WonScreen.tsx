import { formatUsd } from '@gavel/domain'
import { useSearchParams } from 'react-router'
import { MyAccountPage } from '../myAccount'
import { BuyingListView } from './BuyingListView'
import { useBuyingList, useWonSummary } from './buyingQueries'
import { Summary } from './WonScreen.styles'

/**
 * /myacv/won: won auctions (buying/won), with needs finalizing as a tab (`?list=needs-finalizing`,
 * myacv/needs_finalization) and the won dashboard's figures (bff/auctions/buying/search/won/dashboard). Finalize
 * opens /myacv/won/finalize/{id}.
 */
export const WonScreen = () => {
  const [params] = useSearchParams()
  const list = params.get('list') === 'needs-finalizing' ? 'needsFinalizing' : 'won'
  const won = useBuyingList('won')
  const due = useBuyingList('needsFinalizing')
  const summary = useWonSummary()
  const counted = (rows: readonly unknown[] | undefined) => (rows ? { count: rows.length } : {})
  return (
    <MyAccountPage
      title={list === 'won' ? 'Won' : 'Needs Finalizing'}
      tabs={[
        { label: 'Won', to: '/myacv/won', ...counted(won.data) },
        { label: 'Needs finalizing', to: '/myacv/won?list=needs-finalizing', ...counted(due.data) },
      ]}
    >
      {summary.data && (
        <Summary>
          {`${summary.data.wonCount} won · ${summary.data.toFinalizeCount} to finalize · ${formatUsd(summary.data.totalSpent)} spent`}
        </Summary>
      )}
      <BuyingListView key={list} list={list} />
    </MyAccountPage>
  )
}

/** /myacv/negotiations/buying: auctions in negotiation the dealer bought into; each opens its offers in place. */
export const NegotiationsBuyingScreen = () => (
  <MyAccountPage title="Negotiations">
    <BuyingListView list="negotiationsBuying" />
  </MyAccountPage>
)
