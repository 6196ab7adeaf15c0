import type { Lane, LaneAgreements, TermsOfService } from '@gavel/domain'

/** The lanes a buyer browses on the listing (marketplace §9 lane sets); our design for the EULA banner. */
const LISTING_LANES = [
  { id: 'live', displayName: 'Live Auctions' },
  { id: 'no_reserve_preview', displayName: 'No Reserve Preview' },
] as const

/**
 * Lane EULAs from the terms of service (marketplace §3 Lane, §5 EULA banner). Our design: the gateways carry no
 * per-lane acceptance (contracts/openapi: the terms are accepted for the user and all their organizations at once,
 * marketplace §6), so every listing lane is accepted exactly when the current terms are.
 */
export class LaneAgreementsFromTerms implements LaneAgreements {
  constructor(private readonly terms: TermsOfService) {}

  async lanes(): Promise<readonly Lane[]> {
    const check = await this.terms.check()
    return LISTING_LANES.map((lane) => ({ ...lane, eulaAccepted: !check.acceptanceRequired }))
  }
}
