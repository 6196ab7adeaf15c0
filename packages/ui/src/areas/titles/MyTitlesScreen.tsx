import { MY_TITLE_TABS, myTitleTab } from '@gavel/domain/areas/titles'
import { Navigate, useParams } from 'react-router'
import { Stack } from '../../components/QuerySection'
import { MyAccountPage } from '../myAccount'
import { TitleExports } from './TitleExports'
import { TitleListBody } from './TitleListBody'
import { useTitleList } from './titleQueries'

/** /myacv/titles/:tab? (shell §2.4: urgent, due-soon, recently-sold, closed), each tab with its count. */
export const MyTitlesScreen = () => {
  const param = useParams().tab
  const tab = myTitleTab(param)
  const query = useTitleList(tab.list)
  if (param === undefined) return <Navigate to={`/myacv/titles/${tab.tab}`} replace />
  const counts = query.data?.counts
  return (
    <MyAccountPage
      title="Titles"
      tabs={MY_TITLE_TABS.map((t) => ({
        label: t.label,
        to: `/myacv/titles/${t.tab}`,
        ...(counts ? { count: counts[t.list] } : {}),
      }))}
    >
      <Stack>
        <TitleExports />
        <TitleListBody query={query} label={`${tab.label} titles`} empty={tab.empty} />
      </Stack>
    </MyAccountPage>
  )
}
