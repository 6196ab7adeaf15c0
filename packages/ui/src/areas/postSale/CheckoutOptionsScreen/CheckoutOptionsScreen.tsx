import { formatUsd, messageOf } from '@gavel/domain'
import { paymentMethodLabel, serviceTypeLabel } from '@gavel/domain/areas/postSale'
import { Link } from 'react-router'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useCheckoutOptions } from '../FinalizeForm/useFinalizeData'
import { PostSalePage } from '../PostSalePage'
import { Card, Lead, SubHeading, Summary } from '../postSale.styles'
import { useAuctionIdParam, useBuyer } from '../useBuyer'

export const CheckoutOptionsTexts = {
  heading: 'Checkout options',
  lead: 'What you may choose when you finalize this purchase.',
  loading: 'Loading the checkout options',
  badId: 'This purchase was not found',
  badIdBody: 'Check the link, or open it from your won auctions.',
  payment: 'Payment methods',
  transport: 'Transport',
  noTransport: 'Transport is not offered for this purchase.',
  plans: 'Arbitration plans',
  vehicles: 'Vehicles',
  finalize: 'Finalize this purchase',
} as const

/** /myacv/won/checkout-options/:auctionId: the checkout options of a win, read-only, one click from finalizing. */
export const CheckoutOptionsScreen = () => {
  const id = useAuctionIdParam()
  const { dealerships } = useBuyer()
  const dealer = dealerships[0]
  if (id === null || dealer === undefined) {
    return (
      <PostSalePage title={CheckoutOptionsTexts.heading}>
        <EmptyState title={CheckoutOptionsTexts.badId}>{CheckoutOptionsTexts.badIdBody}</EmptyState>
      </PostSalePage>
    )
  }
  return <Options auctionId={id} dealerId={dealer.id} />
}

const Options = ({
  auctionId,
  dealerId,
}: {
  auctionId: Parameters<typeof useCheckoutOptions>[0]
  dealerId: Parameters<typeof useCheckoutOptions>[1]
}) => {
  const options = useCheckoutOptions(auctionId, dealerId, null)
  return (
    <PostSalePage title={CheckoutOptionsTexts.heading}>
      <Lead>{CheckoutOptionsTexts.lead}</Lead>
      {options.isPending ? (
        <Spinner label={CheckoutOptionsTexts.loading} />
      ) : options.isError ? (
        <ErrorState
          message={messageOf(options.error)}
          onRetry={() => void options.refetch()}
          retrying={options.isFetching}
        />
      ) : (
        <>
          <Card>
            <SubHeading>{CheckoutOptionsTexts.vehicles}</SubHeading>
            <ul>
              {options.data.vehicles.map((v) => (
                <li key={v.vin}>
                  {v.year} {v.make} {v.model} — VIN {v.vin}
                </li>
              ))}
            </ul>
            <Summary>
              <dt>Sale price</dt>
              <dd>{formatUsd(options.data.salePrice)}</dd>
            </Summary>
          </Card>
          <Card>
            <SubHeading>{CheckoutOptionsTexts.payment}</SubHeading>
            <ul>
              {options.data.paymentMethods.map((m) => (
                <li key={m}>{paymentMethodLabel(m)}</li>
              ))}
            </ul>
          </Card>
          <Card>
            <SubHeading>{CheckoutOptionsTexts.transport}</SubHeading>
            {options.data.transportQuote === null ? (
              <p>{CheckoutOptionsTexts.noTransport}</p>
            ) : (
              <p>
                {formatUsd(options.data.transportQuote)} — {options.data.serviceTypes.map(serviceTypeLabel).join(', ')}
              </p>
            )}
          </Card>
          <Card>
            <SubHeading>{CheckoutOptionsTexts.plans}</SubHeading>
            <ul>
              {options.data.arbitrationPlans.map((p) => (
                <li key={p.id}>
                  {p.name} ({p.price === 0 ? 'included' : formatUsd(p.price)})
                </li>
              ))}
            </ul>
          </Card>
          <Link to={`/myacv/won/finalize/${auctionId}`}>{CheckoutOptionsTexts.finalize}</Link>
        </>
      )}
    </PostSalePage>
  )
}
