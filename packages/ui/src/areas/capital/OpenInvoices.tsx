import { type CapitalInvoice, CapitalInvoices, canPay, invoiceVehicle } from '@gavel/domain/areas/capital'
import { Cell, QuerySection, RecordList, RowActions } from '../../components/QuerySection'
import { DownloadButton } from '../../components/QuerySection/DownloadButton'
import { Money } from '../../primitives/Money'
import { useService } from '../../services/ServicesProvider'
import { useOpenInvoices } from './capitalQueries'
import { dateText } from './dates'
import { PayInvoice } from './PayInvoice'

/** The documents of a financed purchase (marketplace §7 v1/title/document/{id}, bill_of_sale/{id}). */
export const InvoiceDocuments = ({ invoice }: { readonly invoice: CapitalInvoice }) => {
  const invoices = useService(CapitalInvoices)
  const vehicle = invoiceVehicle(invoice)
  return (
    <>
      <DownloadButton
        label="Title document"
        busyLabel={`Downloading the title document of the ${vehicle}`}
        download={() => invoices.titleDocument(invoice.auctionId)}
      />
      <DownloadButton
        label="Bill of sale"
        busyLabel={`Downloading the bill of sale of the ${vehicle}`}
        download={() => invoices.billOfSale(invoice.auctionId)}
      />
    </>
  )
}

export const InvoiceRow = ({
  invoice,
  children,
}: {
  readonly invoice: CapitalInvoice
  readonly children: React.ReactNode
}) => (
  <li aria-label={invoiceVehicle(invoice)}>
    <Cell>
      <span>VIN {invoice.vehicle.vin}</span>
      <strong>{invoiceVehicle(invoice)}</strong>
    </Cell>
    <Cell>
      <span>Vehicle + fee</span>
      <span>
        <Money amount={invoice.vehicleAmount} /> + <Money amount={invoice.fee} />
      </span>
    </Cell>
    <Cell>
      <span>{invoice.status === 'open' ? 'Balance due' : 'Paid'}</span>
      <strong>
        <Money amount={invoice.status === 'open' ? invoice.balanceDue : invoice.total} />
      </strong>
    </Cell>
    <Cell>
      <span>{invoice.status === 'open' ? 'Due' : 'Paid on'}</span>
      <span>{dateText(invoice.status === 'open' ? invoice.dueDate : invoice.paidAt)}</span>
    </Cell>
    <RowActions>{children}</RowActions>
  </li>
)

/** /capital/invoices: open capital invoices (preloaded, cached 15 minutes), each payable and with its documents. */
export const OpenInvoices = () => {
  const open = useOpenInvoices()
  return (
    <QuerySection
      title="Open invoices"
      query={open}
      loadingLabel="Loading open invoices"
      emptyText={(list) =>
        list.invoices.length === 0
          ? "You don't currently have any open invoices. When you do, they'll appear here."
          : null
      }
      actions={
        open.data && (
          <span>
            Total due: <Money amount={open.data.totalBalanceDue} />
          </span>
        )
      }
    >
      {(list) => (
        <RecordList aria-label="Open invoices">
          {list.invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice}>
              {canPay(invoice) && <PayInvoice invoice={invoice} />}
              <InvoiceDocuments invoice={invoice} />
            </InvoiceRow>
          ))}
        </RecordList>
      )}
    </QuerySection>
  )
}
