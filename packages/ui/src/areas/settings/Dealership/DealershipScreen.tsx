import { DealershipTypes, messageOf } from '@gavel/domain'
import { DealershipProfiles } from '@gavel/domain/areas/settings'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import styled from 'styled-components'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { useSession } from '../../../services/useSession'
import { DealerPicker, useAdminDealership } from '../common/DealerPicker'
import { Heading, Section } from '../common/Page.styles'
import { settingsKeys } from '../common/settingsKeys'

const TYPE_NAMES: Record<number, string> = {
  [DealershipTypes.franchise]: 'Franchise',
  [DealershipTypes.independent]: 'Independent',
  [DealershipTypes.wholesaler]: 'Wholesaler',
  [DealershipTypes.acvCertifiedIndependent]: 'Certified independent',
  [DealershipTypes.commercial]: 'Commercial',
}

const Card = styled.div`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`

const Logo = styled.div`
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase()

/** /settings/dealership (admins only): the chosen dealership as the organization service states it, with its logo. */
export const DealershipScreen = () => {
  const session = useSession()
  const { dealership } = useAdminDealership(session)
  const profiles = useService(DealershipProfiles)
  const id = dealership?.id ?? 0
  const query = useQuery({ queryKey: settingsKeys.dealership(id), queryFn: () => profiles.get(id), enabled: id > 0 })
  if (!session || !dealership) return null
  return (
    <>
      <Heading>My dealership</Heading>
      <DealerPicker session={session} />
      <Section>
        {query.isPending ? (
          <Spinner label="Loading the dealership" />
        ) : query.isError ? (
          <ErrorState
            message={messageOf(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Card>
            <Logo>
              {query.data.logoUrl ? (
                <img src={query.data.logoUrl} alt={`${query.data.name} logo`} />
              ) : (
                <span aria-hidden="true">{initialsOf(query.data.name)}</span>
              )}
            </Logo>
            <div>
              <h2>{query.data.name}</h2>
              <dl>
                <dt>Type</dt>
                <dd>{TYPE_NAMES[query.data.type] ?? 'Dealership'}</dd>
                <dt>Location</dt>
                <dd>
                  {query.data.city}, {query.data.state} {query.data.zipCode}
                </dd>
                <dt>Status</dt>
                <dd>{query.data.active ? 'Active' : 'Not active'}</dd>
                <dt>Holds on auctions</dt>
                <dd>{query.data.multibuyer ? 'Yes (multibuyer)' : 'No'}</dd>
                <dt>Addresses</dt>
                <dd>
                  <Link to={`/settings/addresses?dealer=${query.data.id}`}>{query.data.addressCount} on file</Link>
                </dd>
              </dl>
            </div>
          </Card>
        )}
      </Section>
    </>
  )
}
