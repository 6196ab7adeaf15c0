import { messageOf } from '@gavel/domain'
import { type DealershipAddress, DealershipAddresses, formatPhone } from '@gavel/domain/areas/settings'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { CacheTimes } from '../../../services/cacheTimes'
import { useService } from '../../../services/ServicesProvider'
import { useSession } from '../../../services/useSession'
import { DealerPicker, useAdminDealership } from '../common/DealerPicker'
import { Heading } from '../common/Page.styles'
import { settingsKeys } from '../common/settingsKeys'
import { AddressList, Card, Top, Types } from './Addresses.styles'

const TYPE_LABELS: Record<string, string> = {
  physical: 'Physical',
  pickup: 'Pickup',
  delivery: 'Delivery',
  billing: 'Billing',
}

/** The dealership's addresses, read page by page and cached 20 minutes (marketplace §7, §9). */
export const useDealershipAddresses = (dealerId: number | null) => {
  const addresses = useService(DealershipAddresses)
  return useQuery({
    queryKey: settingsKeys.addresses(dealerId ?? 0),
    queryFn: () => addresses.list(dealerId as number),
    enabled: dealerId !== null,
    staleTime: CacheTimes.dealershipAddresses,
    gcTime: CacheTimes.dealershipAddresses,
  })
}

const AddressCard = ({ address, dealerId }: { address: DealershipAddress; dealerId: number }) => (
  <Card aria-label={address.name}>
    <h2>
      {address.name}
      {address.isPrimary && <span> · Primary</span>}
    </h2>
    <address>
      {address.street1}
      {address.street2 && (
        <>
          <br />
          {address.street2}
        </>
      )}
      <br />
      {address.city}, {address.state} {address.zipCode}
      {address.phone && (
        <>
          <br />
          {formatPhone(address.phone)}
        </>
      )}
    </address>
    <Types>{address.types.map((t) => TYPE_LABELS[t] ?? t).join(' · ')}</Types>
    <Link to={`/settings/edit-address/${address.id}?dealer=${dealerId}`} aria-label={`Edit ${address.name}`}>
      Edit
    </Link>
  </Card>
)

/** /settings/addresses (admins only, shell §4.1): the chosen dealership's addresses, with add and edit. */
export const AddressesScreen = () => {
  const session = useSession()
  const { dealership } = useAdminDealership(session)
  const query = useDealershipAddresses(dealership?.id ?? null)
  if (!session || !dealership) return null
  return (
    <>
      <Top>
        <Heading>Addresses</Heading>
        <Link to={`/settings/add-new-address?dealer=${dealership.id}`}>Add new address</Link>
      </Top>
      <DealerPicker session={session} />
      {query.isPending ? (
        <Spinner label="Loading addresses" />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState title="No addresses">
          You don't currently have any addresses. When you do, they'll appear here.
        </EmptyState>
      ) : (
        <AddressList aria-label={`Addresses of ${dealership.name}`}>
          {query.data.map((a) => (
            <li key={a.id}>
              <AddressCard address={a} dealerId={dealership.id} />
            </li>
          ))}
        </AddressList>
      )}
    </>
  )
}
