import { formatUsd, type RunListRow } from '@gavel/domain'
import { Link } from 'react-router'
import { EmptyState } from '../../primitives/EmptyState'
import { Alert, Group, GroupTitle, Price, Row, Rows, Subtitle, Thumb, Title } from './RunList.styles'

export interface RunListProps {
  readonly rows: readonly RunListRow[]
}

const groupsOf = (rows: readonly RunListRow[]) => {
  const groups = new Map<string, RunListRow[]>()
  for (const row of rows) groups.set(row.groupBy, [...(groups.get(row.groupBy) ?? []), row])
  return [...groups]
}

/**
 * The run list (marketplace §3 Run list item, §7 Run list): the auctions about to launch, grouped by launch hour,
 * each with its photo, title, subtitle, price, the buyer's proxy bid and any alert.
 */
export const RunList = ({ rows }: RunListProps) =>
  rows.length === 0 ? (
    <EmptyState title="The run list is empty">Vehicles scheduled to launch appear here.</EmptyState>
  ) : (
    <div>
      {groupsOf(rows).map(([group, items]) => (
        <Group key={group} aria-label={group}>
          <GroupTitle>{group}</GroupTitle>
          <Rows>
            {items.map((row) => (
              <Row key={row.auctionId} data-auction-id={row.auctionId}>
                {row.thumbnail ? <Thumb src={row.thumbnail} alt="" width={96} height={72} loading="lazy" /> : <span />}
                <div>
                  <Title>
                    <Link to={`/auction/${row.auctionId}`}>{row.title}</Link>
                  </Title>
                  {row.subtitle && <Subtitle>{row.subtitle}</Subtitle>}
                  {row.alertMessage && <Alert>{row.alertMessage}</Alert>}
                </div>
                <Price>
                  {row.formattedPrice}
                  {row.proxyBid !== null && <Subtitle>Your proxy {formatUsd(row.proxyBid)}</Subtitle>}
                </Price>
              </Row>
            ))}
          </Rows>
        </Group>
      ))}
    </div>
  )
