import { FlagSlugs, isFlagOn } from '@gavel/domain'
import { TITLE_VIEWS, titleView } from '@gavel/domain/areas/titles'
import { Stack } from '../../components/QuerySection'
import { useSession } from '../../services/useSession'
import { Heading, Page, Tab, Tabs } from '../capital/CapitalPortal.styles'
import { TitleExports } from './TitleExports'
import { TitleListBody } from './TitleListBody'
import { useTitleList } from './titleQueries'

/** /titles/open, /titles/closed and /titles/pre-sale (shell §2.2; pre-sale only with its flag). */
export const TitlesScreen = ({ view }: { readonly view: 'open' | 'closed' | 'pre-sale' }) => {
  const session = useSession()
  const current = titleView(view)
  const query = useTitleList(current.list)
  const counts = query.data?.counts
  const views = TITLE_VIEWS.filter((v) => v.view !== 'pre-sale' || isFlagOn(session?.flags, FlagSlugs.titlesPreSale))
  return (
    <Page>
      <Heading>Titles</Heading>
      <Tabs aria-label="Titles">
        {views.map((v) => (
          <Tab key={v.view} to={`/titles/${v.view}`} end>
            {v.label}
            {counts ? ` (${counts[v.list]})` : ''}
          </Tab>
        ))}
      </Tabs>
      <Stack>
        <TitleExports />
        <TitleListBody query={query} label={`${current.label} titles`} empty={current.empty} />
      </Stack>
    </Page>
  )
}

export const TitlesOpenScreen = () => <TitlesScreen view="open" />
export const TitlesClosedScreen = () => <TitlesScreen view="closed" />
export const TitlesPreSaleScreen = () => <TitlesScreen view="pre-sale" />
