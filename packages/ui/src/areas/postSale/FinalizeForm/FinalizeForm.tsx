import { type AuctionId, type DealerId, dollars, IdGenerator, messageOf, dealerId as toDealerId } from '@gavel/domain'
import {
  type CheckoutOptions,
  type FinalizeChoices,
  type FinalizeErrors,
  type FinalizeReceipt,
  finalizeOrder,
  finalizeTotal,
  initialChoices,
  PurchaseFinalizer,
  validateFinalize,
} from '@gavel/domain/areas/postSale'
import { type FormEvent, useMemo, useState } from 'react'
import { Button } from '../../../primitives/Button'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { Actions, Alert, FormColumn } from '../postSale.styles'
import { FinalizeFields } from './FinalizeFields'
import { FinalizeSummary } from './FinalizeSummary'
import { useCheckoutOptions } from './useFinalizeData'

export interface FinalizeFormProps {
  readonly auctionId: AuctionId
  /** The dealerships the user may buy with; the first is chosen first. */
  readonly dealerships: readonly { readonly id: DealerId; readonly name: string }[]
  /** Why the user may not finalize (a limited user), or null. */
  readonly blockedReason?: string | null
  readonly onFinalized: (receipt: FinalizeReceipt) => void
}

export const FinalizeFormTexts = {
  loading: 'Loading the checkout options',
  submit: 'Finalize purchase',
  sending: 'Finalizing…',
} as const

/**
 * The finalize form (marketplace §7 Single auction): dealership, payment method (capital pays first, once),
 * transport quote accepted or not with its service type and delivery address, arbitration plan. Validates on blur
 * and on submit; a refusal says why in the server's words and keeps every choice; never sent twice at once.
 */
export const FinalizeForm = ({ auctionId, dealerships, blockedReason = null, onFinalized }: FinalizeFormProps) => {
  const finalizer = useService(PurchaseFinalizer)
  const ids = useService(IdGenerator)
  const intentKey = useMemo(() => ids.next(), [ids])
  const firstDealer = dealerships[0]?.id ?? toDealerId(1)
  const [choices, setChoices] = useState<FinalizeChoices>(() => initialChoices(firstDealer, null))
  const [touched, setTouched] = useState<Partial<Record<keyof FinalizeErrors, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [sending, setSending] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const options = useCheckoutOptions(auctionId, choices.dealerId, choices.paymentMethod)
  const data: CheckoutOptions | undefined = options.data

  if (options.isPending) return <Spinner label={FinalizeFormTexts.loading} />
  if (options.isError || data === undefined) {
    return (
      <ErrorState
        message={messageOf(options.error)}
        onRetry={() => void options.refetch()}
        retrying={options.isFetching}
      />
    )
  }
  const effective: FinalizeChoices = {
    ...choices,
    paymentMethod: choices.paymentMethod ?? data.paymentMethods[0] ?? null,
    arbitrationPlanId:
      choices.arbitrationPlanId === null && !touched.arbitrationPlanId
        ? (data.arbitrationPlans[0]?.id ?? null)
        : choices.arbitrationPlanId,
  }
  const errors = validateFinalize(effective, data)
  const shown = (field: keyof FinalizeErrors) => (submitted || touched[field] ? errors[field] : undefined)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const order = finalizeOrder(effective, data)
    if (order === null || sending || blockedReason !== null) return
    setSending(true)
    setRefusal(null)
    try {
      const total = finalizeTotal(effective, data)
      onFinalized(await finalizer.finalize({ auctionId, order, total: dollars(total), idempotencyKey: intentKey }))
    } catch (error) {
      setRefusal(messageOf(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <FormColumn onSubmit={(e) => void submit(e)} noValidate aria-label="Finalize purchase">
      <FinalizeFields
        options={data}
        choices={effective}
        dealerships={dealerships}
        errors={{
          paymentMethod: shown('paymentMethod'),
          serviceType: shown('serviceType'),
          deliveryAddressId: shown('deliveryAddressId'),
          arbitrationPlanId: shown('arbitrationPlanId'),
          transportAccepted: shown('transportAccepted'),
        }}
        onChange={(change) => setChoices((c) => ({ ...c, ...effectiveBase(effective), ...change }))}
        onBlur={(field) => setTouched((t) => ({ ...t, [field]: true }))}
      />
      <FinalizeSummary options={data} choices={effective} />
      {refusal !== null && <Alert role="alert">{refusal}</Alert>}
      <Actions>
        <Button type="submit" loading={sending} disabledReason={blockedReason}>
          {sending ? FinalizeFormTexts.sending : FinalizeFormTexts.submit}
        </Button>
      </Actions>
    </FormColumn>
  )
}

/** The defaults the form showed become the user's choices once they change anything. */
const effectiveBase = (c: FinalizeChoices): Partial<FinalizeChoices> => ({
  paymentMethod: c.paymentMethod,
  arbitrationPlanId: c.arbitrationPlanId,
})
