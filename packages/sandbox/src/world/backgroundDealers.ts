import { flagsFor } from './flags'
import type { Rng } from './prng'
import type { Dealership, User } from './types'

const FIRST_NAMES = [
  'Jordan',
  'Taylor',
  'Chris',
  'Pat',
  'Dana',
  'Jamie',
  'Robin',
  'Drew',
  'Quinn',
  'Avery',
  'Cameron',
  'Hayden',
  'Reese',
  'Parker',
  'Emerson',
  'Rowan',
  'Blake',
  'Logan',
  'Shawn',
  'Terry',
]
const LAST_NAMES = [
  'Miller',
  'Garcia',
  'Johnson',
  'Nguyen',
  'Patel',
  'Kowalski',
  'Haddad',
  'Okafor',
  'Schmidt',
  'Romero',
  'Walsh',
  'Fischer',
  'Bennett',
  'Price',
  'Hughes',
  'Foster',
  'Coleman',
  'Jenkins',
  'Perry',
  'Powell',
]

const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')

/**
 * One buyer per background dealership (ids from 1001): the dealers who bid and sell while the personas watch.
 * They can sign in too (same password), which helps when two windows bid against each other.
 */
export const generateBackgroundUsers = (rng: Rng, dealerships: readonly Dealership[], password: string): User[] =>
  dealerships.map((d, i) => {
    const firstName = rng.pick(FIRST_NAMES)
    const lastName = rng.pick(LAST_NAMES)
    return {
      id: 1001 + i,
      email: `${firstName}.${lastName}.${i + 1}@${slug(d.name)}.test`.toLowerCase(),
      password,
      firstName,
      lastName,
      role: 'user',
      appRoles: [],
      active: true,
      zipCode: d.zipCode,
      defaultDealerId: d.id,
      isVci: false,
      memberships: [{ dealerId: d.id, memberType: 'admin', isPrimaryContact: true, isBillingContact: true }],
      flags: flagsFor(),
      settings: [{ category: 'marketplace', key: 'prefer_search_refresh', value: 'false' }],
    }
  })
