import { messageOf } from '@gavel/domain'
import {
  type AddressDraft,
  type AddressForm as AddressFormValues,
  type DealershipAddress,
  DealershipAddresses,
  EMPTY_ADDRESS_FORM,
  formatPhone,
} from '@gavel/domain/areas/settings'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from 'react-router'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { useSession } from '../../../services/useSession'
import { useToast } from '../../../toast/ToastProvider'
import { useAdminDealership } from '../common/DealerPicker'
import { Heading, Muted, Section } from '../common/Page.styles'
import { settingsKeys } from '../common/settingsKeys'
import { AddressForm } from './AddressForm'

const formOf = (a: DealershipAddress): AddressFormValues => ({
  name: a.name,
  street1: a.street1,
  street2: a.street2 ?? '',
  city: a.city,
  state: a.state,
  zipCode: a.zipCode,
  phone: formatPhone(a.phone),
  types: a.types,
})

/** After a save: the address pages (cached 20 minutes) are read again, and the list opens with a notice. */
const useAfterSave = (dealerId: number) => {
  const client = useQueryClient()
  const navigate = useNavigate()
  const toast = useToast()
  return async (saved: DealershipAddress, text: string) => {
    client.setQueryData(settingsKeys.address(saved.id), saved)
    await client.invalidateQueries({ queryKey: settingsKeys.addresses(saved.dealerId) })
    toast.show('success', text)
    navigate(`/settings/addresses?dealer=${dealerId}`)
  }
}

/** /settings/add-new-address (admins only): a new address of the chosen dealership. */
export const AddAddressScreen = () => {
  const session = useSession()
  const { dealership } = useAdminDealership(session)
  const addresses = useService(DealershipAddresses)
  const afterSave = useAfterSave(dealership?.id ?? 0)
  if (!dealership) return null
  const submit = async (draft: AddressDraft) =>
    afterSave(await addresses.add(dealership.id, draft), `${draft.name} was added.`)
  return (
    <>
      <Heading>Add new address</Heading>
      <Section>
        <Muted>For {dealership.name}.</Muted>
        <AddressForm initial={EMPTY_ADDRESS_FORM} submitLabel="Add address" onSubmit={submit} />
      </Section>
      <Link to={`/settings/addresses?dealer=${dealership.id}`}>Back to addresses</Link>
    </>
  )
}

/** /settings/edit-address/:addressId (admins only): one address of the admin's dealerships. */
export const EditAddressScreen = () => {
  const { addressId } = useParams()
  const id = Number(addressId)
  const valid = Number.isInteger(id) && id > 0
  const addresses = useService(DealershipAddresses)
  const query = useQuery({
    queryKey: settingsKeys.address(id),
    queryFn: () => addresses.get(id),
    enabled: valid,
  })
  const afterSave = useAfterSave(query.data?.dealerId ?? 0)
  const back = <Link to="/settings/addresses">Back to addresses</Link>
  if (!valid)
    return (
      <>
        <Heading>Edit address</Heading>
        <ErrorState message="Choose an address to edit from your addresses." />
        {back}
      </>
    )
  return (
    <>
      <Heading>Edit address</Heading>
      {query.isPending ? (
        <Spinner label="Loading the address" />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <Section>
          <AddressForm
            key={query.data.id}
            initial={formOf(query.data)}
            submitLabel="Save address"
            onSubmit={async (draft) => afterSave(await addresses.update(id, draft), `${draft.name} was saved.`)}
          />
        </Section>
      )}
      {back}
    </>
  )
}
