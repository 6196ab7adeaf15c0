import { Clock } from '@gavel/domain'
import { checkDateRange, type DateRange, defaultClosedRange } from '@gavel/domain/areas/capital'
import { type FormEvent, useState } from 'react'
import { QuerySection, RecordList } from '../../components/QuerySection'
import { Button } from '../../primitives/Button'
import { Money } from '../../primitives/Money'
import { TextField } from '../../primitives/TextField'
import { useService } from '../../services/ServicesProvider'
import { Form } from './CapitalPortal.styles'
import { useClosedInvoices } from './capitalQueries'
import { InvoiceDocuments, InvoiceRow } from './OpenInvoices'

/** /capital/invoices/closed: invoices paid between two dates (marketplace §7 closed-invoices (start_date, end_date)). */
export const ClosedInvoices = () => {
  const clock = useService(Clock)
  const [range, setRange] = useState<DateRange>(() => defaultClosedRange(clock.now()))
  const [start, setStart] = useState(range.start)
  const [end, setEnd] = useState(range.end)
  const [error, setError] = useState<{ field: 'start' | 'end'; text: string } | null>(null)
  const closed = useClosedInvoices(range)
  const check = () => checkDateRange(start, end, clock.now())
  const blur = () => {
    const result = check()
    setError(result.ok ? null : { field: result.field, text: result.error })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = check()
    if (result.ok) {
      setError(null)
      setRange(result.range)
    } else setError({ field: result.field, text: result.error })
  }
  return (
    <QuerySection
      title="Closed invoices"
      query={closed}
      loadingLabel="Loading closed invoices"
      emptyText={(list) =>
        list.invoices.length === 0
          ? "You don't currently have any closed invoices in these dates. When you do, they'll appear here."
          : null
      }
      actions={
        <Form onSubmit={submit} noValidate aria-label="Paid between">
          <TextField
            label="From"
            type="date"
            value={start}
            error={error?.field === 'start' ? error.text : null}
            onChange={(e) => setStart(e.target.value)}
            onBlur={blur}
          />
          <TextField
            label="To"
            type="date"
            value={end}
            error={error?.field === 'end' ? error.text : null}
            onChange={(e) => setEnd(e.target.value)}
            onBlur={blur}
          />
          <Button type="submit" variant="secondary" loading={closed.isFetching}>
            Show
          </Button>
        </Form>
      }
    >
      {(list) => (
        <>
          <p>
            {list.invoices.length} paid, <Money amount={list.invoices.reduce((s, i) => s + i.total, 0)} /> in all.
          </p>
          <RecordList aria-label="Closed invoices">
            {list.invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice}>
                <InvoiceDocuments invoice={invoice} />
              </InvoiceRow>
            ))}
          </RecordList>
        </>
      )}
    </QuerySection>
  )
}
