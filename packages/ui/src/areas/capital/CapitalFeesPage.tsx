import { type DealerId, dollars, messageOf } from '@gavel/domain'
import { ApplicationTexts, CapitalFees, parseDollars } from '@gavel/domain/areas/capital'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { QuerySection, RecordList, Stack } from '../../components/QuerySection'
import { Button } from '../../primitives/Button'
import { Money } from '../../primitives/Money'
import { TextField } from '../../primitives/TextField'
import { useService } from '../../services/ServicesProvider'
import { Form, Notice } from './CapitalPortal.styles'
import { useFeeEligibility, useFeeSchedule } from './capitalQueries'

const AmountCheck = ({ dealer }: { readonly dealer: DealerId }) => {
  const fees = useService(CapitalFees)
  const schedule = useFeeSchedule(dealer).data
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  const check = useMutation({ mutationFn: (amount: number) => fees.checkAmount(dealer, dollars(amount)) })
  const validate = () => {
    const amount = parseDollars(typed)
    return amount === null || Number.isNaN(amount) ? ApplicationTexts.amountWhole : null
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = validate()
    setError(problem)
    if (problem === null) check.mutate(parseDollars(typed) as number)
  }
  const result = check.data
  const fee = result && schedule?.find((t) => result.amount >= t.minAmount && result.amount <= t.maxAmount)?.fee
  return (
    <>
      <Form onSubmit={submit} noValidate aria-label="Check an amount">
        <TextField
          label="Purchase amount ($)"
          inputMode="numeric"
          value={typed}
          error={error}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={() => setError(typed === '' ? null : validate())}
        />
        <Button type="submit" variant="secondary" loading={check.isPending}>
          Check
        </Button>
      </Form>
      <div role="status">
        {check.isError ? (
          <Notice $tone="danger">{messageOf(check.error)}</Notice>
        ) : result?.outOfRange ? (
          <Notice $tone="danger">
            <Money amount={result.amount} /> is out of range: capital finances <Money amount={result.minAmount} /> to{' '}
            <Money amount={result.maxAmount} />.
          </Notice>
        ) : result ? (
          <Notice $tone="success">
            <Money amount={result.amount} /> can be financed{fee === undefined ? '' : ' for a fee of '}
            {fee !== undefined && <Money amount={fee} />}.
          </Notice>
        ) : null}
      </div>
    </>
  )
}

/** /capital/fees: the fee schedule, an amount check and eligibility (marketplace §7 fee calls); each section alone. */
export const CapitalFeesPage = ({ dealer }: { readonly dealer: DealerId }) => {
  const schedule = useFeeSchedule(dealer)
  const eligibility = useFeeEligibility(dealer)
  return (
    <Stack>
      <QuerySection title="Eligibility" query={eligibility} loadingLabel="Checking eligibility">
        {(e) =>
          e.eligible ? (
            <Notice $tone="success">Your dealership may finance purchases with capital.</Notice>
          ) : (
            <>
              <Notice $tone="danger">Your dealership cannot finance purchases right now.</Notice>
              <ul>
                {e.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </>
          )
        }
      </QuerySection>
      <QuerySection
        title="Fee schedule"
        query={schedule}
        loadingLabel="Loading the fee schedule"
        emptyText={(tiers) => (tiers.length === 0 ? 'No fees are set for your account yet.' : null)}
      >
        {(tiers) => (
          <>
            <RecordList aria-label="Fee tiers">
              {tiers.map((t) => (
                <li key={t.minAmount}>
                  <span>
                    <Money amount={t.minAmount} /> to <Money amount={t.maxAmount} />
                  </span>
                  <span>
                    Fee <Money amount={t.fee} />
                  </span>
                </li>
              ))}
            </RecordList>
            <AmountCheck dealer={dealer} />
          </>
        )}
      </QuerySection>
    </Stack>
  )
}
