import { MY_TITLE_TABS } from '@gavel/domain/areas/titles'
import { Link } from 'react-router'
import { Facts, QuerySection, Stack } from '../../components/QuerySection'
import { Heading, Page } from '../capital/CapitalPortal.styles'
import { TitleExports } from './TitleExports'
import { TitleRows } from './TitleRows'
import { useTitleList } from './titleQueries'

/**
 * /myacv/title-hub (shell §2.4 "title hub"): every title list's count, linking to its tab, the urgent titles that
 * need the dealer now, and the exports.
 */
export const TitleHubScreen = () => {
  const urgent = useTitleList('urgent')
  return (
    <Page>
      <Heading>Title Hub</Heading>
      <Stack>
        <QuerySection title="Your titles" query={urgent} loadingLabel="Loading your titles">
          {(list) => (
            <Facts>
              {MY_TITLE_TABS.map((t) => (
                <div key={t.tab}>
                  <dt>
                    <Link to={`/myacv/titles/${t.tab}`}>{t.label}</Link>
                  </dt>
                  <dd>{list.counts[t.list]}</dd>
                </div>
              ))}
            </Facts>
          )}
        </QuerySection>
        <QuerySection
          title="Needs attention now"
          query={urgent}
          loadingLabel="Loading urgent titles"
          emptyText={(list) =>
            list.titles.length === 0
              ? "You don't currently have any urgent titles. When you do, they'll appear here."
              : null
          }
          actions={<TitleExports />}
        >
          {(list) => <TitleRows titles={list.titles} label="Urgent titles" />}
        </QuerySection>
      </Stack>
    </Page>
  )
}
