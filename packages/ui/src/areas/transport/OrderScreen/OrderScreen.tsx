import { formatUsd, initialOrderFlow, Messages, messageOf, orderFlow, type User } from '@gavel/domain'
import { type CheckoutOptions, type TransportOrder, TransportOrdering } from '@gavel/domain/areas/transport'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useReducer, useState } from 'react'
import { Done, Refused } from '../../../components/ActionKit/ActionKit.styles'
import { Button } from '../../../primitives/Button'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { TextField } from '../../../primitives/TextField'
import { CacheTimes } from '../../../services/cacheTimes'
import { useService } from '../../../services/ServicesProvider'
import { transportKeys } from '../queryKeys'
import { Fieldset, Form, Muted } from '../transport.styles'
import { ContactPhone } from './ContactPhone'
import { Promotions } from './Promotions'
import { OrderLayout } from './Promotions.styles'
import { useVehicles } from './useVehicles'
import { VehiclesFieldset } from './VehiclesFieldset'

const ZIP = /^\d{5}$/

/**
 * The order flow (marketplace §4 "Order flow"): vehicles by VIN (up to 20), pickup and delivery with their contact
 * phones, inop, the checkout options (service types and vehicle info), the quote, then the request (its ids).
 * Reset clears everything. The request is sent once per click and never retried. The running promotions show
 * beside the form, each saying whether the order qualifies.
 */
export const OrderScreen = ({ user, limited }: { readonly user: User; readonly limited: boolean }) => {
  const ordering = useService(TransportOrdering)
  const dealership = user.dealerships.find((d) => d.id === user.defaultDealerId) ?? user.dealerships[0]
  const dealerId = dealership?.id ?? 0
  const vehicles = useVehicles()
  const [flow, dispatch] = useReducer(orderFlow, initialOrderFlow)
  const [pickup, setPickup] = useState({ street: '', zipCode: '', phone: '' })
  const [zipTouched, setZipTouched] = useState(false)
  const [deliveryId, setDeliveryId] = useState<number | null>(null)
  const [serviceType, setServiceType] = useState('standard')
  const [options, setOptions] = useState<CheckoutOptions | null>(null)
  const places = useQuery({
    queryKey: transportKeys.places(dealerId),
    queryFn: () => ordering.places(dealerId),
    staleTime: CacheTimes.dealershipAddresses,
  })
  const delivery = places.data?.find((p) => p.id === deliveryId) ?? places.data?.[0] ?? null
  const zipError = zipTouched && !ZIP.test(pickup.zipCode) ? 'Enter a 5-digit ZIP code.' : null
  const reason = limited ? Messages.dealerInactiveTitle : null

  const order = (): TransportOrder | null =>
    delivery === null || !ZIP.test(pickup.zipCode) || vehicles.vehicles.length === 0 || dealership === undefined
      ? null
      : {
          dealerId,
          dealership: dealership.name,
          pickup: { zipCode: pickup.zipCode, street: pickup.street, note: null, phone: pickup.phone || null },
          delivery: { zipCode: delivery.zipCode, street: delivery.street, note: null, phone: delivery.phone },
          inop: flow.inop,
          serviceType,
          vins: vehicles.vehicles.map((v) => v.vin),
        }
  const checkout = useMutation({
    mutationFn: () =>
      ordering.checkoutOptions(
        vehicles.vehicles.map((v) => v.vin),
        delivery?.zipCode ?? null,
      ),
    onSuccess: (result) => {
      setOptions(result)
      if (!result.serviceTypes.some((s) => s.serviceType === serviceType) && result.serviceTypes[0])
        setServiceType(result.serviceTypes[0].serviceType)
    },
  })
  const quote = useMutation({
    mutationFn: (o: TransportOrder) => ordering.quote(o),
    onSuccess: (q, o) => {
      dispatch({ type: 'addressesChosen', pickup: o.pickup, delivery: o.delivery })
      dispatch({ type: 'quoteFetched', price: q.price, serviceType: q.serviceType })
    },
  })
  const create = useMutation({
    mutationFn: (o: TransportOrder) => ordering.create(o),
    onSuccess: (ids) => dispatch({ type: 'requestCreated', requestId: ids.join(', ') }),
  })
  /** A quote holds for what it was asked for: any change asks for a new one. */
  const invalidate = () => quote.reset()
  const reset = () => {
    dispatch({ type: 'reset' })
    vehicles.clear()
    setOptions(null)
    checkout.reset()
    quote.reset()
    create.reset()
  }

  if (flow.requestId !== null)
    return (
      <Form as="section" aria-label="Transport requested">
        <Done role="status">
          Transport requested for {vehicles.vehicles.length} vehicle{vehicles.vehicles.length === 1 ? '' : 's'}. Request{' '}
          {flow.requestId.includes(',') ? 'numbers' : 'number'} {flow.requestId}.
        </Done>
        <Button type="button" onClick={reset}>
          Order more transport
        </Button>
      </Form>
    )

  const ready = order()
  const quoted = flow.quote !== null && quote.isSuccess
  return (
    <OrderLayout>
      <Form
        aria-label="Order transport"
        onSubmit={(event) => {
          event.preventDefault()
          if (ready && quoted && !create.isPending) create.mutate(ready)
        }}
      >
        <VehiclesFieldset
          vehicles={{
            ...vehicles,
            add: (text) => {
              invalidate()
              setOptions(null)
              return vehicles.add(text)
            },
            remove: (vin) => {
              invalidate()
              setOptions(null)
              vehicles.remove(vin)
            },
          }}
          disabledReason={reason}
        />
        <Fieldset>
          <legend>Pickup</legend>
          <TextField
            label="Street"
            value={pickup.street}
            onChange={(e) => {
              invalidate()
              setPickup({ ...pickup, street: e.currentTarget.value })
            }}
          />
          <TextField
            label="ZIP code"
            inputMode="numeric"
            value={pickup.zipCode}
            error={zipError}
            onBlur={() => setZipTouched(true)}
            onChange={(e) => {
              invalidate()
              setPickup({ ...pickup, zipCode: e.currentTarget.value.trim() })
            }}
          />
          <TextField
            label="Phone at pickup (optional)"
            type="tel"
            value={pickup.phone}
            onChange={(e) => setPickup({ ...pickup, phone: e.currentTarget.value })}
          />
          <ContactPhone dealerId={dealerId} addressPhone={pickup.phone || null} />
          <label>
            <input
              type="checkbox"
              checked={flow.inop}
              onChange={(e) => {
                invalidate()
                dispatch({ type: 'inopChanged', inop: e.currentTarget.checked })
              }}
            />{' '}
            A vehicle does not run (inoperable)
          </label>
        </Fieldset>
        <Fieldset>
          <legend>Delivery</legend>
          {places.isPending ? (
            <Spinner label="Loading your addresses" />
          ) : places.isError ? (
            <ErrorState
              message={messageOf(places.error)}
              onRetry={() => void places.refetch()}
              retrying={places.isFetching}
            />
          ) : (
            <>
              <label htmlFor="transport-delivery">Deliver to</label>
              <select
                id="transport-delivery"
                value={delivery?.id ?? ''}
                onChange={(e) => {
                  invalidate()
                  setOptions(null)
                  setDeliveryId(Number(e.currentTarget.value))
                }}
              >
                {places.data.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}: {p.street}, {p.city}, {p.state} {p.zipCode}
                  </option>
                ))}
              </select>
              {delivery && <ContactPhone dealerId={dealerId} addressPhone={delivery.phone} />}
            </>
          )}
        </Fieldset>
        <Fieldset>
          <legend>Service and price</legend>
          {options === null ? (
            <Button
              type="button"
              variant="secondary"
              disabledReason={reason ?? (vehicles.vehicles.length === 0 ? 'Add a vehicle first.' : null)}
              loading={checkout.isPending}
              onClick={() => checkout.mutate()}
            >
              See service options
            </Button>
          ) : (
            <div role="radiogroup" aria-label="Service type">
              {options.serviceTypes.map((s) => (
                <label key={s.serviceType}>
                  <input
                    type="radio"
                    name="service-type"
                    value={s.serviceType}
                    checked={serviceType === s.serviceType}
                    onChange={() => {
                      invalidate()
                      setServiceType(s.serviceType)
                    }}
                  />{' '}
                  {s.serviceType}: {formatUsd(s.price)}, about {s.estimatedDeliveryDays} days
                </label>
              ))}
            </div>
          )}
          {checkout.isError && <Refused role="alert">{messageOf(checkout.error)}</Refused>}
          <Button
            type="button"
            variant="secondary"
            disabledReason={
              reason ?? (ready === null ? 'Add vehicles, a pickup ZIP code and a delivery address first.' : null)
            }
            loading={quote.isPending}
            onClick={() => ready && quote.mutate(ready)}
          >
            Get quote
          </Button>
          {quote.isError && <Refused role="alert">{messageOf(quote.error)}</Refused>}
          {quoted && quote.data && (
            <p>
              Quote: <strong>{formatUsd(quote.data.price)}</strong> for {vehicles.vehicles.length} vehicle
              {vehicles.vehicles.length === 1 ? '' : 's'} ({formatUsd(quote.data.pricePerVehicle)} each,{' '}
              {quote.data.distanceMiles} miles, about {quote.data.estimatedDeliveryDays} days)
            </p>
          )}
          {!quoted && <Muted>Get a quote to request transport.</Muted>}
        </Fieldset>
        {create.isError && <Refused role="alert">{messageOf(create.error)}</Refused>}
        <Button
          type="submit"
          loading={create.isPending}
          disabledReason={reason ?? (!quoted ? 'Get a quote first.' : null)}
        >
          Request transport
        </Button>
      </Form>
      <Promotions order={{ vehicles: vehicles.vehicles.length, serviceType }} />
    </OrderLayout>
  )
}
