import { areaState } from './areaState'
import { PERSONA_IDS } from './personas'
import type { World } from './types'

/** An auction-access account (marketplace §3; contract AuctionAccessAccountWire, docs/adr/0026). */
export interface AuctionAccessRecord {
  readonly id: string
  readonly userId: number | null
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly organizationIds: readonly number[]
  readonly issues: readonly { readonly message: string; readonly blockingIssue: boolean }[]
  readonly preferredLanguage: string | null
}

/** The seeded numbers, for tests and stories: a registrant in good standing, one blocked, limited@'s own. */
export const AUCTION_ACCESS_IDS = { registrant: '5550001', blocked: '5550002', limited: '5550003' } as const

export const BLOCKED_MEMBERSHIP_ISSUE =
  'Your AuctionACCESS membership has expired. Renew it with AuctionACCESS before you register.'
export const LIMITED_LICENSE_ISSUE =
  'Your dealer license on file with AuctionACCESS has expired. Upload a current license to AuctionACCESS to bid.'

const dealerOf = (world: World, userId: number): number[] =>
  world.users.get(userId)?.memberships.map((m) => m.dealerId) ?? []

/**
 * The auction-access accounts the identity gateway knows (docs/adr/0026): Jordan Reyes (5550001, last name Reyes)
 * may register with buyer@'s or seller@'s dealership; Casey Morgan (5550002) has a blocking issue; limited@ has an
 * account with a blocking issue, which the app shows in the auction-access banner.
 */
export const auctionAccessOf = (engine: { readonly world: World }): Map<string, AuctionAccessRecord> =>
  areaState(engine, 'auctionAccess', () => {
    const { world } = engine
    const records: AuctionAccessRecord[] = [
      {
        id: AUCTION_ACCESS_IDS.registrant,
        userId: null,
        firstName: 'Jordan',
        lastName: 'Reyes',
        email: 'jordan.reyes@dealer.test',
        organizationIds: [...new Set([...dealerOf(world, PERSONA_IDS.buyer), ...dealerOf(world, PERSONA_IDS.seller)])],
        issues: [],
        preferredLanguage: 'en',
      },
      {
        id: AUCTION_ACCESS_IDS.blocked,
        userId: null,
        firstName: 'Casey',
        lastName: 'Morgan',
        email: 'casey.morgan@dealer.test',
        organizationIds: dealerOf(world, PERSONA_IDS.buyer),
        issues: [{ message: BLOCKED_MEMBERSHIP_ISSUE, blockingIssue: true }],
        preferredLanguage: 'en',
      },
      {
        id: AUCTION_ACCESS_IDS.limited,
        userId: PERSONA_IDS.limited,
        firstName: world.users.get(PERSONA_IDS.limited)?.firstName ?? 'Lee',
        lastName: world.users.get(PERSONA_IDS.limited)?.lastName ?? 'Limited',
        email: world.users.get(PERSONA_IDS.limited)?.email ?? 'limited@gavel.test',
        organizationIds: dealerOf(world, PERSONA_IDS.limited),
        issues: [{ message: LIMITED_LICENSE_ISSUE, blockingIssue: true }],
        preferredLanguage: 'en',
      },
    ]
    return new Map(records.map((r) => [r.id, r]))
  })

/** The account with this number and last name (case-insensitive), if any. */
export const findAuctionAccess = (
  engine: { readonly world: World },
  id: string,
  lastName: string,
): AuctionAccessRecord | undefined => {
  const record = auctionAccessOf(engine).get(id.trim())
  return record && record.lastName.toLowerCase() === lastName.trim().toLowerCase() ? record : undefined
}

/** The account of a user, if any. */
export const auctionAccessOfUser = (engine: { readonly world: World }, userId: number) =>
  [...auctionAccessOf(engine).values()].find((r) => r.userId === userId)

/** The wire shape (contract AuctionAccessAccountWire). */
export const toAuctionAccessWire = (world: World, record: AuctionAccessRecord) => ({
  id: record.id,
  photo_id: null,
  first_name: record.firstName,
  last_name: record.lastName,
  organizations: record.organizationIds.flatMap((id) => {
    const dealer = world.dealerships.get(id)
    return dealer ? [{ external_id: String(id), name: dealer.name, city: dealer.city, state: dealer.region }] : []
  }),
  preferred_language: record.preferredLanguage,
  email: record.email,
  issues: record.issues.map((i) => ({ message: i.message, restrictions: { blockingIssue: i.blockingIssue } })),
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  click_id: null,
})
