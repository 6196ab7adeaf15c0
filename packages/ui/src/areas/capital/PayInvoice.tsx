import { IdGenerator, isLimited, messageOf } from '@gavel/domain'
import {
  type CapitalInvoice,
  CapitalTexts,
  invoiceVehicle,
  type PaymentIntent,
  paymentIntentFor,
} from '@gavel/domain/areas/capital'
import { useState } from 'react'
import { ConfirmDialog } from '../../components/ActionKit'
import { Button } from '../../primitives/Button'
import { Money } from '../../primitives/Money'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { useToast } from '../../toast'
import { Notice } from './CapitalPortal.styles'
import { usePayInvoice } from './capitalQueries'

/**
 * Pay one capital invoice (marketplace §7 POST payment {auction_id, total}) after a confirmation. One intent, with
 * one idempotency key, is made when the dealer first confirms and kept until the payment succeeds: "Try again"
 * after a failure sends the same key, so the service never pays twice. A second click while it goes is ignored.
 */
export const PayInvoice = ({ invoice }: { readonly invoice: CapitalInvoice }) => {
  const ids = useService(IdGenerator)
  const toast = useToast()
  const session = useSession()
  const pay = usePayInvoice(() => toast.show('success', CapitalTexts.paid))
  const [open, setOpen] = useState(false)
  const [intent, setIntent] = useState<PaymentIntent | null>(null)
  const vehicle = invoiceVehicle(invoice)
  const confirm = () => {
    if (pay.isPending) return
    const current = intent ?? paymentIntentFor(invoice, ids.next())
    setIntent(current)
    setOpen(false)
    pay.mutate(current, { onSuccess: () => setIntent(null) })
  }
  const limited = session !== null && isLimited(session.user)
  return (
    <>
      <Button
        size="sm"
        loading={pay.isPending}
        disabledReason={limited ? 'Your dealership is not active: payments are not available.' : null}
        onClick={() => setOpen(true)}
        aria-label={`Pay ${vehicle}`}
      >
        {pay.isError ? 'Try again' : 'Pay'}
      </Button>
      {pay.isError && (
        <Notice $tone="danger" role="alert">
          {messageOf(pay.error)}
        </Notice>
      )}
      <ConfirmDialog
        open={open}
        title={CapitalTexts.payConfirm}
        confirmLabel="Pay now"
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>
          Pay <Money amount={invoice.balanceDue} /> for the {vehicle} (VIN {invoice.vehicle.vin}) from your capital
          account.
        </p>
      </ConfirmDialog>
    </>
  )
}
