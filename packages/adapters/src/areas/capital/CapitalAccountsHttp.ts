import type { DealerId } from '@gavel/domain'
import type {
  CapitalAccount,
  CapitalAccounts,
  CapitalLead,
  CreditBalance,
  LeadApplication,
  LeadStatus,
  LineIncrease,
  LineIncreaseApplication,
  OnboardingTask,
} from '@gavel/domain/areas/capital'
import type { CapitalClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import {
  toCapitalAccount,
  toCapitalLead,
  toCreditBalance,
  toLeadStatus,
  toLineIncreaseRequest,
  toOnboardingTasks,
} from './capitalPortalWire'

/** A dealership's capital account, onboarding, credits and requests over the capital gateway (marketplace §7). */
export class CapitalAccountsHttp implements CapitalAccounts {
  constructor(private readonly client: CapitalClient) {}

  async details(dealerId: DealerId): Promise<CapitalAccount> {
    const { data } = await callGateway(() =>
      this.client.GET('/account/details/dealer/{id}', { params: { path: { id: dealerId } } }),
    )
    return toCapitalAccount(data)
  }

  async onboardingTasks(dealerId: DealerId): Promise<readonly OnboardingTask[]> {
    const { data } = await callGateway(() =>
      this.client.GET('/onboarding/{id}/tasks', { params: { path: { id: dealerId } } }),
    )
    return toOnboardingTasks(data)
  }

  async creditBalance(): Promise<CreditBalance> {
    const { data } = await callGateway(() => this.client.GET('/credits/balance'))
    return toCreditBalance(data)
  }

  async leadStatus(dealerId: DealerId): Promise<LeadStatus> {
    const { data } = await callGateway(() =>
      this.client.GET('/lead-generation/dealer/{id}', { params: { path: { id: dealerId } } }),
    )
    return toLeadStatus(data)
  }

  async applyForCapital(application: LeadApplication): Promise<CapitalLead> {
    const body = {
      dealer_id: application.dealerId,
      ...(application.requestedAmount === null ? {} : { requested_amount: application.requestedAmount }),
      ...(application.phone === null ? {} : { phone: application.phone }),
      ...(application.note === null ? {} : { note: application.note }),
    }
    const { data } = await callGateway(() => this.client.POST('/account/lead', { body }), { action: true })
    return toCapitalLead(data)
  }

  async requestLineIncrease(application: LineIncreaseApplication): Promise<LineIncrease> {
    const body = {
      dealer_id: application.dealerId,
      requested_limit: application.requestedLimit,
      ...(application.reason === null ? {} : { reason: application.reason }),
    }
    const { data } = await callGateway(() => this.client.POST('/request-line-increase', { body }), { action: true })
    return toLineIncreaseRequest(data)
  }
}
