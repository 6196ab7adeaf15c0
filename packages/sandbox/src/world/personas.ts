import { type FlagSlug, flagsFor } from './flags'
import type { Membership, MemberType, Role, Setting, User } from './types'

/** Every persona signs in with this password. */
export const SANDBOX_PASSWORD = 'gavel-sandbox'

/** A demo persona as `npm start` prints it: who to sign in as, and what for. */
export interface Persona {
  readonly key: PersonaKey
  readonly email: string
  readonly password: string
  readonly purpose: string
}

/** The user id of each persona, for tests, stories and provider states. */
export const PERSONA_IDS = {
  buyer: 1,
  seller: 2,
  admin: 3,
  limited: 4,
  multi: 5,
  capital: 6,
  outstanding: 7,
  rewards: 8,
  team: 9,
  logistics: 10,
  inactive: 11,
} as const
export type PersonaKey = keyof typeof PERSONA_IDS

const member = (
  dealerId: number,
  memberType: MemberType,
  extra: Partial<Pick<Membership, 'isPrimaryContact' | 'isBillingContact'>> = {},
): Membership => ({ dealerId, memberType, isPrimaryContact: false, isBillingContact: false, ...extra })

/** The listing preference of ADR 0001: category `marketplace`, key `prefer_search_refresh`. */
const preferSearch = (on: boolean): Setting => ({
  category: 'marketplace',
  key: 'prefer_search_refresh',
  value: on ? 'true' : 'false',
})

interface PersonaSpec {
  readonly key: PersonaKey
  readonly first: string
  readonly last: string
  readonly purpose: string
  readonly role?: Role
  readonly appRoles?: readonly string[]
  readonly memberships: readonly Membership[]
  readonly flags?: Partial<Record<FlagSlug, boolean>>
  readonly preferSearch?: boolean
  /** False for a user whose dealership is not active yet (shell §3 User: the active flag). */
  readonly active?: boolean
}

const SPECS: readonly PersonaSpec[] = [
  {
    key: 'buyer',
    first: 'Bailey',
    last: 'Brooks',
    purpose: 'Buyer at an independent dealership (cannot sell); uses /marketplace',
    memberships: [member(101, 'rep', { isPrimaryContact: true })],
  },
  {
    key: 'seller',
    first: 'Sam',
    last: 'Sullivan',
    purpose: 'Franchise dealer who buys and sells; prefers /search (enable_srp_refresh on); my inventory is on',
    memberships: [member(102, 'admin', { isPrimaryContact: true })],
    flags: { enable_srp_refresh: true, my_inventory_use_microfrontend: true, request_inspection_requested: true },
    preferSearch: true,
  },
  {
    key: 'admin',
    first: 'Alex',
    last: 'Alvarez',
    purpose: 'Dealership admin and billing contact of two dealerships',
    memberships: [
      member(103, 'admin', { isPrimaryContact: true, isBillingContact: true }),
      member(104, 'admin', { isBillingContact: true }),
    ],
  },
  {
    key: 'limited',
    first: 'Lee',
    last: 'Lindqvist',
    role: 'readonly',
    appRoles: ['readonly'],
    purpose: 'Limited (read-only) user: browses, every action disabled',
    memberships: [member(105, 'rep')],
  },
  {
    key: 'multi',
    first: 'Morgan',
    last: 'Mendes',
    purpose: 'Member of three dealerships, one of them multibuyer (may place holds); may launch in Guaranteed Sale',
    appRoles: ['launch_gtd_sale'],
    memberships: [member(106, 'admin'), member(107, 'rep'), member(108, 'rep')],
  },
  {
    key: 'capital',
    first: 'Casey',
    last: 'Chen',
    appRoles: ['capital_user'],
    purpose: 'Capital user (open invoices, capital menu); the dev-tools panel is on for them',
    memberships: [member(109, 'admin', { isPrimaryContact: true, isBillingContact: true })],
    flags: { capital_use_microfrontend: true, dev_tools: true },
  },
  {
    key: 'outstanding',
    first: 'Owen',
    last: 'Ortiz',
    purpose:
      'Has won auctions to finalize; force-finalize flag on (locked to /auctions/outstanding); sees /settings/docs',
    memberships: [member(110, 'rep')],
    flags: { force_finalize: true, settings_docs: true },
  },
  {
    key: 'rewards',
    first: 'Riley',
    last: 'Reyes',
    purpose: 'Certified independent dealer, eligible for the loyalty (rewards) program',
    memberships: [member(111, 'admin', { isPrimaryContact: true })],
    flags: { loyalty: true, loyalty_progress_card: true, digital_broadcast: true },
  },
  {
    key: 'team',
    first: 'Taylor',
    last: 'Tran',
    purpose: "Buyer on admin@'s team (Summit Motors): team buying limits and bid approvals (ADR 0025)",
    memberships: [member(103, 'rep')],
  },
  {
    key: 'logistics',
    first: 'Logan',
    last: 'Lopez',
    purpose:
      'Franchise dealer with the transport hub, new fee schedule, pre-sale titles and urgent-title-redesign flags on',
    memberships: [member(112, 'admin', { isPrimaryContact: true, isBillingContact: true })],
    flags: {
      transportation_hub_use_microfrontend: true,
      enable_new_fee_schedule_page: true,
      titles_pre_sale: true,
      urgent_title_redesign: true,
    },
  },
  {
    key: 'inactive',
    first: 'Indy',
    last: 'Ingram',
    purpose:
      'Rep of a dealership that is not active yet: a limited user with the inactive warning; active-only pages send to /settings/account',
    memberships: [member(113, 'rep', { isPrimaryContact: true })],
    active: false,
  },
]

const toUser = (spec: PersonaSpec): User => ({
  id: PERSONA_IDS[spec.key],
  email: `${spec.key}@gavel.test`,
  password: SANDBOX_PASSWORD,
  firstName: spec.first,
  lastName: spec.last,
  role: spec.role ?? 'user',
  appRoles: spec.appRoles ?? [],
  active: spec.active ?? true,
  zipCode: null,
  defaultDealerId: spec.memberships[0]?.dealerId ?? null,
  isVci: false,
  memberships: spec.memberships,
  flags: flagsFor(spec.flags),
  settings: [preferSearch(spec.preferSearch ?? false)],
  persona: spec.key,
})

/** The personas as fresh user records (the world owns and mutates them). */
export const personaUsers = (): User[] => SPECS.map(toUser)

/** The personas table `npm start` prints. */
export const PERSONAS: readonly Persona[] = SPECS.map((s) => ({
  key: s.key,
  email: `${s.key}@gavel.test`,
  password: SANDBOX_PASSWORD,
  purpose: s.purpose,
}))
