import type {
  BidApproval,
  BidApprovals,
  DealershipTeam,
  TeamInvite,
  TeamLimits,
  TeamMember,
  TeamRole,
} from '@gavel/domain/areas/settings'
import type { OrganizationClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import { decodeOne, decodeRequests, decodeUsers, toBidApproval, toTeamMember } from './teamWire'

/** A dealership's team and limits (organization.yaml, ADR 0025). Writes are never retried; refusals carry the reason. */
export class DealershipTeamHttp implements DealershipTeam {
  constructor(private readonly client: OrganizationClient) {}

  async list(dealerId: number): Promise<readonly TeamMember[]> {
    const { data } = await callGateway(() =>
      this.client.GET('/organization/{id}/users', { params: { path: { id: dealerId } } }),
    )
    return decodeUsers(data).data.users.map(toTeamMember)
  }

  async invite(dealerId: number, invite: TeamInvite): Promise<TeamMember> {
    const { data } = await callGateway(
      () => this.client.POST('/organization/{id}/users', { params: { path: { id: dealerId } }, body: { ...invite } }),
      { action: true },
    )
    return toTeamMember(decodeOne(data).data)
  }

  async change(
    dealerId: number,
    userId: number,
    change: { role?: TeamRole; limits?: TeamLimits },
  ): Promise<TeamMember> {
    const { data } = await callGateway(
      () =>
        this.client.PATCH('/organization/{id}/users/{userId}', {
          params: { path: { id: dealerId, userId } },
          body: { ...change, ...(change.limits ? { limits: { ...change.limits } } : {}) },
        }),
      { action: true },
    )
    return toTeamMember(decodeOne(data).data)
  }

  async remove(dealerId: number, userId: number): Promise<void> {
    await callGateway(
      () => this.client.DELETE('/organization/{id}/users/{userId}', { params: { path: { id: dealerId, userId } } }),
      { action: true },
    )
  }
}

/** Bid approval requests (organization.yaml, ADR 0025): an answer is one call, never retried. */
export class BidApprovalsHttp implements BidApprovals {
  constructor(private readonly client: OrganizationClient) {}

  async list(dealerId: number): Promise<readonly BidApproval[]> {
    const { data } = await callGateway(() =>
      this.client.GET('/organization/{id}/bid-approvals', { params: { path: { id: dealerId } } }),
    )
    return decodeRequests(data).data.requests.map(toBidApproval)
  }

  async answer(dealerId: number, requestId: number, decision: 'approve' | 'decline'): Promise<BidApproval> {
    const { data } = await callGateway(
      () =>
        this.client.POST('/organization/{id}/bid-approvals/{requestId}', {
          params: { path: { id: dealerId, requestId } },
          body: { decision },
        }),
      { action: true },
    )
    return toBidApproval(decodeOne(data).data)
  }
}
