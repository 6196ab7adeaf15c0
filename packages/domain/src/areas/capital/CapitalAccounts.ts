import type { DealerId, Dollars } from '../../model/ids'
import { createPortId } from '../../ports/portId'
import type { CapitalAccount, CapitalLead, CreditBalance, LeadStatus, LineIncrease, OnboardingTask } from './model'

export interface LeadApplication {
  readonly dealerId: DealerId
  readonly requestedAmount: Dollars | null
  readonly phone: string | null
  readonly note: string | null
}

export interface LineIncreaseApplication {
  readonly dealerId: DealerId
  readonly requestedLimit: Dollars
  readonly reason: string | null
}

/**
 * A dealership's capital account and what it may ask for (marketplace §7 Capital service: account/details,
 * onboarding tasks, credits/balance, lead generation, account/lead, request-line-increase). Reads reject with
 * NotFound (no account), SessionExpired, ServiceUnavailable, MalformedResponse or RequestCanceled; the two requests
 * reject with ActionRejected carrying the service's reason (already applied, a request already pending).
 */
export interface CapitalAccounts {
  details(dealerId: DealerId): Promise<CapitalAccount>
  onboardingTasks(dealerId: DealerId): Promise<readonly OnboardingTask[]>
  creditBalance(): Promise<CreditBalance>
  leadStatus(dealerId: DealerId): Promise<LeadStatus>
  applyForCapital(application: LeadApplication): Promise<CapitalLead>
  requestLineIncrease(application: LineIncreaseApplication): Promise<LineIncrease>
}
export const CapitalAccounts = createPortId<CapitalAccounts>('capital-accounts')
