import { formatUsd } from '@gavel/domain'
import { type CheckoutOptions, type FinalizeChoices, finalizeTotal } from '@gavel/domain/areas/postSale'
import { Summary } from '../postSale.styles'

/** What the buyer pays: the sale price, the plan and the accepted transport quote. */
export const FinalizeSummary = ({
  options,
  choices,
}: {
  readonly options: CheckoutOptions
  readonly choices: FinalizeChoices
}) => {
  const plan = options.arbitrationPlans.find((p) => p.id === choices.arbitrationPlanId)
  return (
    <Summary aria-label="Order total">
      <dt>Sale price</dt>
      <dd>{formatUsd(options.salePrice)}</dd>
      {plan !== undefined && plan.price > 0 && (
        <>
          <dt>{plan.name}</dt>
          <dd>{formatUsd(plan.price)}</dd>
        </>
      )}
      {choices.transportAccepted && options.transportQuote !== null && (
        <>
          <dt>Transport</dt>
          <dd>{formatUsd(options.transportQuote)}</dd>
        </>
      )}
      <dt>Total</dt>
      <dd>{formatUsd(finalizeTotal(choices, options))}</dd>
    </Summary>
  )
}
