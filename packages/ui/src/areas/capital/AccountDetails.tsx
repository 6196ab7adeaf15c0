import type { DealerId } from '@gavel/domain'
import { Facts, QuerySection, Stack } from '../../components/QuerySection'
import { Money } from '../../primitives/Money'
import { useCapitalAccount } from './capitalQueries'
import { dateText } from './dates'
import { LineIncreaseForm } from './LineIncreaseForm'

const STATUS_TEXT = { active: 'Active', onboarding: 'Onboarding', suspended: 'Suspended' } as const

/** /capital/account-details (credit-balance and portfolio redirect here, shell §2.2): the line and what is owed. */
export const AccountDetails = ({ dealer }: { readonly dealer: DealerId }) => {
  const account = useCapitalAccount(dealer)
  return (
    <Stack>
      <QuerySection title="Account details" query={account} loadingLabel="Loading your capital account">
        {(a) => (
          <Facts>
            <div>
              <dt>Account</dt>
              <dd>{a.accountNumber}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{STATUS_TEXT[a.status]}</dd>
            </div>
            <div>
              <dt>Credit line</dt>
              <dd>
                <Money amount={a.creditLimit} />
              </dd>
            </div>
            <div>
              <dt>Available credit</dt>
              <dd>
                <Money amount={a.availableCredit} />
              </dd>
            </div>
            <div>
              <dt>Outstanding balance</dt>
              <dd>
                <Money amount={a.outstandingBalance} />
              </dd>
            </div>
            <div>
              <dt>Open invoices</dt>
              <dd>{a.openInvoiceCount}</dd>
            </div>
            <div>
              <dt>Next payment due</dt>
              <dd>{dateText(a.nextPaymentDue)}</dd>
            </div>
          </Facts>
        )}
      </QuerySection>
      {account.data && <LineIncreaseForm account={account.data} />}
    </Stack>
  )
}
