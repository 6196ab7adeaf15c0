import type { DealerId } from '@gavel/domain'
import { CapitalPaths, capitalPortalEntry, defaultCapitalDealer } from '@gavel/domain/areas/capital'
import { useState } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { Spinner } from '../../primitives/Spinner'
import { useSession } from '../../services/useSession'
import { AccountDetails } from './AccountDetails'
import { CapitalFeesPage } from './CapitalFeesPage'
import { Heading, Page, Select, Tab, Tabs } from './CapitalPortal.styles'
import { ClosedInvoices } from './ClosedInvoices'
import { CreditBanner } from './CreditBanner'
import { capitalDealerName } from './capitalDealerName'
import { useCapitalCheck } from './capitalQueries'
import { OnboardingTasks } from './OnboardingTasks'
import { OpenInvoices } from './OpenInvoices'

const TABS = [
  { to: CapitalPaths.accountDetails, label: 'Account details' },
  { to: CapitalPaths.openInvoices, label: 'Open invoices', end: true },
  { to: CapitalPaths.closedInvoices, label: 'Closed invoices' },
  { to: CapitalPaths.fees, label: 'Fees' },
  { to: CapitalPaths.onboarding, label: 'Onboarding' },
] as const

/**
 * The capital portal (/capital/*, a remote module, shell §1, §2.2): the capital user check first (marketplace §8:
 * a 404 means "not a capital user" and leads to the landing page; any other failure is a portal failure and goes to
 * /capital/portal-error), then the credit banner, the dealership picker and the portal's pages.
 */
export const CapitalPortal = () => {
  const check = useCapitalCheck()
  const session = useSession()
  const [picked, setPicked] = useState<DealerId | null>(null)
  if (check.data === undefined && check.isPending) return <Spinner label="Opening Capital" />
  const entry = capitalPortalEntry(check.data === undefined ? { failed: true } : { standing: check.data })
  if (entry === 'failed') return <Navigate to={CapitalPaths.portalError} replace />
  if (entry === 'landing' || check.data === undefined) return <Navigate to={CapitalPaths.landingPage} replace />
  const standing = check.data
  const dealer = picked ?? defaultCapitalDealer(standing, { defaultDealerId: session?.user.defaultDealerId ?? null })
  if (dealer === null) return <Navigate to={CapitalPaths.landingPage} replace />
  const dealers = standing.dealerSelection.map((d) => d.dealerId)
  return (
    <Page>
      <Heading>Capital</Heading>
      <CreditBanner />
      {dealers.length > 1 && (
        <div>
          <label htmlFor="capital-dealer">Dealership</label>{' '}
          <Select id="capital-dealer" value={dealer} onChange={(e) => setPicked(Number(e.target.value) as DealerId)}>
            {dealers.map((id) => (
              <option key={id} value={id}>
                {capitalDealerName(session?.user ?? null, id)}
              </option>
            ))}
          </Select>
        </div>
      )}
      <Tabs aria-label="Capital">
        {TABS.map((tab) => (
          <Tab key={tab.to} to={tab.to} end={'end' in tab}>
            {tab.label}
          </Tab>
        ))}
      </Tabs>
      <Routes>
        <Route index element={<Navigate to={CapitalPaths.accountDetails} replace />} />
        <Route path="account-details" element={<AccountDetails dealer={dealer} />} />
        <Route path="invoices" element={<OpenInvoices />} />
        <Route path="invoices/closed" element={<ClosedInvoices />} />
        <Route path="fees" element={<CapitalFeesPage dealer={dealer} />} />
        <Route path="onboarding" element={<OnboardingTasks dealer={dealer} />} />
        <Route path="*" element={<Navigate to={CapitalPaths.accountDetails} replace />} />
      </Routes>
    </Page>
  )
}
