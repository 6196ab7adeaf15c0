import type { SellingExport, SellingList } from '@gavel/domain/areas/selling'
import { MyAccountPage, type MyAccountTab } from '../../myAccount/MyAccountPage'
import { ExportButton } from './ExportButton'
import { SellingListSection } from './SellingListSection'
import { Exports } from './SellingRow.styles'

export interface SellingListViewProps {
  readonly list: SellingList
  readonly title: string
  /** The spec's empty sentence names the list, e.g. 'active selling auctions'. */
  readonly emptyName: string
  readonly tabs?: readonly MyAccountTab[]
  readonly exports?: readonly SellingExport[]
}

/** A seller's my-account list page (marketplace §7 My auctions): its exports and the live list. */
export const SellingListView = ({ list, title, emptyName, tabs, exports = [] }: SellingListViewProps) => (
  <MyAccountPage title={title} {...(tabs ? { tabs } : {})}>
    {exports.length > 0 && (
      <Exports aria-label="Exports">
        {exports.map((e) => (
          <ExportButton key={e} list={e} />
        ))}
      </Exports>
    )}
    <SellingListSection list={list} label={title} emptyName={emptyName} />
  </MyAccountPage>
)
