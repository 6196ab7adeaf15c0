import { Link } from 'react-router'
import { useCurrentInView } from '../../theme/useCurrentInView'
import { Count, Tab, Tabs } from './LaneTabs.styles'

/** One lane tab: its `l` value, its name and how many auctions it holds (null while unknown). */
export interface LaneTab {
  readonly key: string
  readonly label: string
  readonly count: number | null
}

export interface LaneTabsProps {
  readonly tabs: readonly LaneTab[]
  readonly selected: string
  /** The link of a tab: the listing URL with that lane chosen (the URL is the listing's one source of truth). */
  readonly hrefFor: (key: string) => string
}

/**
 * The listing's lanes (marketplace §1, §2): live, no_reserve_preview, guaranteed_sale, private and event lanes,
 * the watchlist and the run list, each a link with its count, the current one marked for assistive technology.
 * A row that scrolls sideways on narrow screens, with the current lane in view.
 */
export const LaneTabs = ({ tabs, selected, hrefFor }: LaneTabsProps) => {
  // again once the lanes and their counts are in: they move and widen the chips
  const strip = useCurrentInView<HTMLUListElement>(
    `${selected} ${tabs.length} ${tabs.filter((tab) => tab.count !== null).length}`,
  )
  return (
    <nav aria-label="Lanes">
      <Tabs ref={strip}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Tab as={Link} to={hrefFor(tab.key)} aria-current={tab.key === selected ? 'page' : undefined}>
              {tab.label}
              {tab.count !== null && <Count aria-label={`${tab.count} auctions`}>{tab.count}</Count>}
            </Tab>
          </li>
        ))}
      </Tabs>
    </nav>
  )
}
