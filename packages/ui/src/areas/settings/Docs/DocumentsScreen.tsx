import { messageOf } from '@gavel/domain'
import { BuyingLists } from '@gavel/domain/areas/buying'
import { documentPurchases, SettingsDocsTexts } from '@gavel/domain/areas/settings'
import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { RowList } from '../../../primitives/RowList'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { Heading, Muted } from '../common/Page.styles'
import { settingsKeys } from '../common/settingsKeys'
import { PurchaseDocumentsRow } from './PurchaseDocumentsRow'

/** The page's rows on RowList's card, laid out as a grid (one column on phones). */
const List = styled(RowList)`
  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
    ${({ theme }) => theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  & > li > div:last-child {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    overflow-wrap: anywhere;
  }
`

/** /settings/docs (shell §2.3, behind its flag): every won purchase with its dealer license and resale certificate. */
export const DocumentsScreen = () => {
  const lists = useService(BuyingLists)
  const query = useQuery({ queryKey: settingsKeys.documents, queryFn: () => lists.auctions('won') })
  return (
    <>
      <Heading>{SettingsDocsTexts.heading}</Heading>
      <Muted>{SettingsDocsTexts.intro}</Muted>
      {query.isPending ? (
        <Spinner label={SettingsDocsTexts.loading} />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState title={SettingsDocsTexts.emptyTitle}>{SettingsDocsTexts.empty}</EmptyState>
      ) : (
        <List aria-label={SettingsDocsTexts.listLabel}>
          {documentPurchases(query.data).map((a) => (
            <PurchaseDocumentsRow key={a.id} purchase={a} />
          ))}
        </List>
      )}
    </>
  )
}
