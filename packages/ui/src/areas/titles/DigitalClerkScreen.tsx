import { Link } from 'react-router'
import { QuerySection } from '../../components/QuerySection'
import { Heading, Page } from '../capital/CapitalPortal.styles'
import { TitleRows } from './TitleRows'
import { useTitleList } from './titleQueries'

/**
 * /myacv/digital-clerk/* (shell §2.4 "digital clerk"; the header is the title hub's): the seller's clerking queue —
 * the titles of vehicles the dealer sold that Gavel is still waiting for or holds — with the way back to the hub.
 */
export const DigitalClerkScreen = () => {
  const open = useTitleList('open')
  return (
    <Page>
      <Heading>Digital Clerk</Heading>
      <p>
        Send the titles of the vehicles you sold: each is due 10 days after the sale.{' '}
        <Link to="/myacv/title-hub">Title Hub</Link>
      </p>
      <QuerySection
        title="Titles to send"
        query={open}
        loadingLabel="Loading the titles to send"
        emptyText={(list) =>
          list.titles.some((t) => t.side === 'selling' && (t.status === 'awaiting_title' || t.status === 'problem'))
            ? null
            : "You don't currently have any titles to send. When you do, they'll appear here."
        }
      >
        {(list) => (
          <TitleRows
            label="Titles to send"
            titles={list.titles.filter(
              (t) => t.side === 'selling' && (t.status === 'awaiting_title' || t.status === 'problem'),
            )}
          />
        )}
      </QuerySection>
    </Page>
  )
}
