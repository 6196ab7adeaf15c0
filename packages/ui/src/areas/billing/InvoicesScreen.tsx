import { type DealerId, Messages } from '@gavel/domain'
import { DealerInvoices, type InvoiceStatus, InvoiceTypeTexts, pageCount } from '@gavel/domain/areas/billing'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Cell, DownloadButton, Facts, QuerySection, RecordList, RowActions, Stack } from '../../components/QuerySection'
import { Button } from '../../primitives/Button'
import { Money } from '../../primitives/Money'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { Select } from '../capital/CapitalPortal.styles'
import { dateText } from '../capital/dates'
import { EmptyList, MyAccountPage } from '../myAccount'
import { billingKeys } from './queryKeys'

const TABS = [
  { label: 'Open', to: '/myacv/billing/invoices/open' },
  { label: 'Closed', to: '/myacv/billing/invoices/closed' },
] as const

const Summary = ({ dealer }: { readonly dealer: DealerId }) => {
  const invoices = useService(DealerInvoices)
  const summary = useQuery({ queryKey: billingKeys.summary(dealer), queryFn: () => invoices.summary(dealer) })
  return (
    <QuerySection
      title="Summary"
      query={summary}
      loadingLabel="Loading the summary balance"
      errorText={Messages.summaryBalanceFailed}
    >
      {(s) => (
        <Facts>
          <div>
            <dt>Open balance ({s.openCount})</dt>
            <dd>
              <Money amount={s.openBalance} />
            </dd>
          </div>
          <div>
            <dt>Overdue ({s.overdueCount})</dt>
            <dd>
              <Money amount={s.overdueBalance} />
            </dd>
          </div>
          <div>
            <dt>Paid in the last 90 days</dt>
            <dd>
              <Money amount={s.paidLast90Days} />
            </dd>
          </div>
        </Facts>
      )}
    </QuerySection>
  )
}

const InvoiceList = ({ dealer, status }: { readonly dealer: DealerId; readonly status: InvoiceStatus }) => {
  const invoices = useService(DealerInvoices)
  const [page, setPage] = useState(0)
  const list = useQuery({
    queryKey: billingKeys.invoices(dealer, status, page),
    queryFn: () => invoices.list(dealer, status, page),
  })
  const label = status === 'open' ? 'Open invoices' : 'Closed invoices'
  return (
    <QuerySection
      title={label}
      query={list}
      loadingLabel={`Loading ${label.toLowerCase()}`}
      actions={
        <DownloadButton
          label="Export"
          busyLabel={`Exporting ${label.toLowerCase()}`}
          download={() => invoices.exportCsv(dealer, status)}
        />
      }
    >
      {(p) =>
        p.invoices.length === 0 ? (
          <EmptyList list={`${status} invoices`} />
        ) : (
          <>
            <RecordList aria-label={label}>
              {p.invoices.map((i) => (
                <li key={i.id} aria-label={i.invoiceNumber}>
                  <Cell>
                    <span>
                      {i.invoiceNumber} · {InvoiceTypeTexts[i.type]}
                    </span>
                    <strong>{i.description}</strong>
                  </Cell>
                  <Cell>
                    <span>Amount</span>
                    <Money amount={i.amount} />
                  </Cell>
                  <Cell>
                    <span>{status === 'open' ? 'Balance due' : 'Paid on'}</span>
                    {status === 'open' ? <Money amount={i.balanceDue} /> : <span>{dateText(i.paidAt)}</span>}
                  </Cell>
                  <Cell>
                    <span>Due</span>
                    <span>{dateText(i.dueDate)}</span>
                  </Cell>
                  <RowActions>
                    <DownloadButton
                      label="Download"
                      busyLabel={`Downloading ${i.invoiceNumber}`}
                      download={() => invoices.download(i.id)}
                    />
                  </RowActions>
                </li>
              ))}
            </RecordList>
            {pageCount(p) > 1 && (
              <RowActions aria-label="Pages">
                <Button
                  variant="secondary"
                  disabledReason={page === 0 ? 'This is the first page.' : null}
                  onClick={() => setPage(page - 1)}
                >
                  Previous
                </Button>
                <span>{`Page ${page + 1} of ${pageCount(p)}`}</span>
                <Button
                  variant="secondary"
                  disabledReason={page + 1 >= pageCount(p) ? 'This is the last page.' : null}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </Button>
              </RowActions>
            )}
          </>
        )
      }
    </QuerySection>
  )
}

/**
 * /myacv/billing/invoices/open and closed (shell §2.4; the guard sends users without the invoices menu to Sold):
 * the summary balance and the list each load alone, so a failed summary ('Failed to retrieve summary balance',
 * marketplace §8) keeps the list; export and download per invoice.
 */
export const InvoicesScreen = ({ status }: { readonly status: InvoiceStatus }) => {
  const session = useSession()
  const dealerships = session?.user.dealerships ?? []
  const [picked, setPicked] = useState<DealerId | null>(null)
  const dealer = picked ?? session?.user.defaultDealerId ?? dealerships[0]?.id ?? null
  return (
    <MyAccountPage title="Invoices" tabs={TABS}>
      {dealer === null ? (
        <EmptyList list="invoices" />
      ) : (
        <Stack>
          {dealerships.length > 1 && (
            <div>
              <label htmlFor="invoices-dealer">Dealership</label>{' '}
              <Select
                id="invoices-dealer"
                value={dealer}
                onChange={(e) => setPicked(Number(e.target.value) as DealerId)}
              >
                {dealerships.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </Select>
            </div>
          )}
          <Summary dealer={dealer} />
          <InvoiceList key={`${dealer}-${status}`} dealer={dealer} status={status} />
        </Stack>
      )}
    </MyAccountPage>
  )
}

export const OpenInvoicesScreen = () => <InvoicesScreen status="open" />
export const ClosedInvoicesScreen = () => <InvoicesScreen status="closed" />
