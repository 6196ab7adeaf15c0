import { messageOf } from '@gavel/domain'
import { type PaymentKind, type PaymentMethod, PaymentMethods } from '@gavel/domain/areas/settings'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../primitives/Button'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { useSession } from '../../../services/useSession'
import { DealerPicker, useAdminDealership } from '../common/DealerPicker'
import { Actions, Heading, Muted, Refused, Saved, Section } from '../common/Page.styles'
import { settingsKeys } from '../common/settingsKeys'

const Options = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  > div {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    align-items: start;
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  input {
    margin-top: 4px;
  }
  small {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const PaymentForm = ({ method }: { readonly method: PaymentMethod }) => {
  const methods = useService(PaymentMethods)
  const client = useQueryClient()
  const [chosen, setChosen] = useState<PaymentKind>(method.current)
  const save = useMutation({
    mutationFn: (kind: PaymentKind) => methods.setDefault(method.dealerId, kind),
    onSuccess: (saved) => client.setQueryData(settingsKeys.paymentMethod(method.dealerId), saved),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (save.isPending) return
    save.mutate(chosen)
  }
  const current = method.options.find((o) => o.kind === method.current)
  return (
    <form onSubmit={submit} noValidate aria-label="Default payment method">
      <Muted>
        Purchases are paid by <strong>{current?.label ?? method.current}</strong> unless you choose otherwise at
        checkout.
      </Muted>
      <Options>
        <legend>Pay for purchases by default with</legend>
        {method.options.map((o) => {
          const id = `payment-${o.kind}`
          const note = o.available ? o.detail : o.unavailableReason
          return (
            <div key={o.kind}>
              <input
                id={id}
                type="radio"
                name="payment-method"
                value={o.kind}
                checked={chosen === o.kind}
                disabled={!o.available}
                aria-describedby={note ? `${id}-note` : undefined}
                onChange={() => {
                  setChosen(o.kind)
                  save.reset()
                }}
              />
              <label htmlFor={id}>{o.label}</label>
              {note && <small id={`${id}-note`}>{note}</small>}
            </div>
          )
        })}
      </Options>
      <Actions>
        <Button type="submit" loading={save.isPending} disabled={chosen === method.current && !save.isError}>
          Save payment method
        </Button>
        <div role="status">{save.isSuccess && <Saved>Payment method saved.</Saved>}</div>
        {save.isError && <Refused role="alert">{messageOf(save.error)}</Refused>}
      </Actions>
    </form>
  )
}

/** /settings/paymentmethod (admins only): the chosen dealership's default way to pay for purchases (ADR 0034). */
export const PaymentMethodScreen = () => {
  const session = useSession()
  const { dealership } = useAdminDealership(session)
  const methods = useService(PaymentMethods)
  const id = dealership?.id ?? 0
  const query = useQuery({
    queryKey: settingsKeys.paymentMethod(id),
    queryFn: () => methods.get(id),
    enabled: id > 0,
  })
  if (!session || !dealership) return null
  return (
    <>
      <Heading>Payment method</Heading>
      <DealerPicker session={session} />
      <Section>
        {query.isPending ? (
          <Spinner label="Loading the payment method" />
        ) : query.isError ? (
          <ErrorState
            message={messageOf(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <PaymentForm key={query.data.dealerId} method={query.data} />
        )}
      </Section>
    </>
  )
}
