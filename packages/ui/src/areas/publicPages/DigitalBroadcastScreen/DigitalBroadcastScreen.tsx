import { parseListingQuery, serializeListingQuery } from '@gavel/domain'
import { Link } from 'react-router'
import styled from 'styled-components'

export const DigitalBroadcastTexts = {
  title: 'Digital Broadcast',
  intro:
    'Live auctions, streamed: watch each vehicle cross the block, hear the auctioneer and bid from your desk or your phone, in real time.',
  cta: 'See the live auctions',
} as const

const POINTS = [
  ['Watch every run live', 'Each live-lane vehicle is streamed as it runs, with its condition report one click away.'],
  ['Bid as it happens', 'Your bids reach the lane at once; the high bid and the time left update while you watch.'],
  ['From anywhere', 'Follow the broadcast on desktop or mobile; it works wherever you can sign in to Gavel.'],
] as const

const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[3]};
  }
`
const Points = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    padding: ${({ theme }) => theme.space[3]};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & p {
    margin: 0;
  }
`
const Cta = styled(Link)`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`

/** The live lane on the user's listing page (shell §2.2 query l = lanes). */
export const liveLaneHref = (listingPath: string): string =>
  `${listingPath}${serializeListingQuery({ ...parseListingQuery(''), lanes: ['live'] })}`

/**
 * The digital-broadcast landing (shell §2.2 "digital-broadcast landing route | flag"; the route table's
 * digital_broadcast flag keeps it to users who have it): what the broadcast is, and the way to the live lane.
 */
export const DigitalBroadcastScreen = ({ listingPath }: { readonly listingPath: string }) => (
  <Page>
    <h1>{DigitalBroadcastTexts.title}</h1>
    <p>{DigitalBroadcastTexts.intro}</p>
    <Points>
      {POINTS.map(([title, body]) => (
        <li key={title}>
          <h2>{title}</h2>
          <p>{body}</p>
        </li>
      ))}
    </Points>
    <Cta to={liveLaneHref(listingPath)}>{DigitalBroadcastTexts.cta}</Cta>
  </Page>
)
