import { CapitalStandingSource, type DealerId } from '@gavel/domain'
import {
  CapitalAccounts,
  CapitalFees,
  CapitalInvoices,
  type DateRange,
  type PaymentIntent,
} from '@gavel/domain/areas/capital'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CacheTimes } from '../../services/cacheTimes'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'

/** One cache for every capital read, so a payment refreshes what it changed. */
export const capitalKeys = {
  all: ['capital'] as const,
  standing: ['capital', 'standing'] as const,
  /** Per user: a preloaded list must never outlive its user's session into the next one's. */
  openInvoices: (userId: number | null) => ['capital', 'open-invoices', userId] as const,
  closedInvoices: (range: DateRange) => ['capital', 'closed-invoices', range.start, range.end] as const,
  account: (dealer: DealerId) => ['capital', 'account', dealer] as const,
  onboarding: (dealer: DealerId) => ['capital', 'onboarding', dealer] as const,
  credits: ['capital', 'credits'] as const,
  feeSchedule: (dealer: DealerId) => ['capital', 'fee-schedule', dealer] as const,
  eligibility: (dealer: DealerId) => ['capital', 'eligibility', dealer] as const,
  leadStatus: (dealer: DealerId) => ['capital', 'lead-status', dealer] as const,
}

/** The capital user check (marketplace §8): a 404 resolves "not a capital user", other failures reject. */
export const useCapitalCheck = () => {
  const source = useService(CapitalStandingSource)
  return useQuery({ queryKey: capitalKeys.standing, queryFn: () => source.load(), staleTime: 60_000 })
}

/**
 * Open invoices, cached 15 minutes (marketplace §9 "Open invoices cached 15", ADR 0038): fresh for 15 minutes and
 * kept as long even with no screen showing them, so the list preloaded at sign-in (shell §6 "Capital users get
 * open invoices preloaded") is what /capital/invoices shows without asking again.
 */
export const openInvoicesQuery = (invoices: CapitalInvoices, userId: number | null) => ({
  queryKey: capitalKeys.openInvoices(userId),
  queryFn: () => invoices.open(),
  staleTime: CacheTimes.openInvoices,
  gcTime: CacheTimes.openInvoices,
})

export const useOpenInvoices = () =>
  useQuery(openInvoicesQuery(useService(CapitalInvoices), useSession()?.user.id ?? null))

export const useClosedInvoices = (range: DateRange) => {
  const invoices = useService(CapitalInvoices)
  return useQuery({ queryKey: capitalKeys.closedInvoices(range), queryFn: () => invoices.closed(range) })
}

export const useCapitalAccount = (dealer: DealerId) => {
  const accounts = useService(CapitalAccounts)
  return useQuery({ queryKey: capitalKeys.account(dealer), queryFn: () => accounts.details(dealer) })
}

export const useOnboardingTasks = (dealer: DealerId) => {
  const accounts = useService(CapitalAccounts)
  return useQuery({ queryKey: capitalKeys.onboarding(dealer), queryFn: () => accounts.onboardingTasks(dealer) })
}

export const useCreditBalance = () => {
  const accounts = useService(CapitalAccounts)
  return useQuery({ queryKey: capitalKeys.credits, queryFn: () => accounts.creditBalance() })
}

export const useFeeSchedule = (dealer: DealerId) => {
  const fees = useService(CapitalFees)
  return useQuery({ queryKey: capitalKeys.feeSchedule(dealer), queryFn: () => fees.schedule(dealer) })
}

export const useFeeEligibility = (dealer: DealerId) => {
  const fees = useService(CapitalFees)
  return useQuery({ queryKey: capitalKeys.eligibility(dealer), queryFn: () => fees.eligibility(dealer) })
}

export const useLeadStatus = (dealer: DealerId | null) => {
  const accounts = useService(CapitalAccounts)
  return useQuery({
    queryKey: capitalKeys.leadStatus(dealer ?? (0 as DealerId)),
    queryFn: () => accounts.leadStatus(dealer as DealerId),
    enabled: dealer !== null,
  })
}

/**
 * Pays one invoice under the intent's idempotency key. The caller keeps the intent while the dealer retries, so a
 * retry after a failure carries the same key and never pays twice. Open and closed invoices and the account refresh
 * once the capital service confirms; `onPaid` runs then even if the paid row is already gone.
 */
export const usePayInvoice = (onPaid: () => void) => {
  const invoices = useService(CapitalInvoices)
  const client = useQueryClient()
  return useMutation({
    mutationFn: (intent: PaymentIntent) => invoices.pay(intent),
    onSuccess: () => {
      onPaid()
      return client.invalidateQueries({ queryKey: capitalKeys.all })
    },
  })
}
