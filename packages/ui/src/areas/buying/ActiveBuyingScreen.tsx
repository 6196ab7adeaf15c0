import { FlagSlugs, isFlagOn } from '@gavel/domain'
import { useSearchParams } from 'react-router'
import { useSession } from '../../services/useSession'
import { MyAccountPage } from '../myAccount'
import { BuyingListView } from './BuyingListView'
import { useBuyingList } from './buyingQueries'
import { activeTabs } from './buyingTabs'

/**
 * /myacv/active/buying: the auctions the dealer is bidding on (marketplace §7 bff/myacv/active/buying, or v3 with
 * the new active-auction list flag), with the watchlist as a tab (`?list=watchlist`) and pending proxy beside it.
 * Each tab counts its own list; each list loads and fails on its own.
 */
export const ActiveBuyingScreen = () => {
  const [params] = useSearchParams()
  const session = useSession()
  const flags = session?.flags ?? null
  const active = useBuyingList('activeBuying')
  const watchlist = useBuyingList('watchlist')
  const pending = useBuyingList('pendingProxy', isFlagOn(flags, FlagSlugs.persistentProxy))
  const list = params.get('list') === 'watchlist' ? 'watchlist' : 'activeBuying'
  return (
    <MyAccountPage
      title={list === 'watchlist' ? 'Watchlist' : 'Active Buying'}
      tabs={activeTabs(flags, { active: active.data, watchlist: watchlist.data, pendingProxy: pending.data })}
    >
      <BuyingListView key={list} list={list} />
    </MyAccountPage>
  )
}

/** /myacv/pendingproxy: scheduled auctions the dealer holds a proxy on, edited and cancelled in place. */
export const PendingProxyScreen = () => {
  const session = useSession()
  const flags = session?.flags ?? null
  const active = useBuyingList('activeBuying')
  const watchlist = useBuyingList('watchlist')
  const pending = useBuyingList('pendingProxy')
  return (
    <MyAccountPage
      title="Pending Proxy"
      tabs={activeTabs(flags, { active: active.data, watchlist: watchlist.data, pendingProxy: pending.data })}
    >
      <BuyingListView list="pendingProxy" />
    </MyAccountPage>
  )
}
