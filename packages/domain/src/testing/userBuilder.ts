import { dealerId, userId } from '../model/ids'
import type { Dealership, DealershipType, MemberType, TokenRole, User } from '../model/user'
import { showcaseUser } from './showcase'

let nextDealer = 100

/** A dealership with sensible defaults (independent, rep, active). */
export const aDealership = (overrides: Partial<Dealership> = {}): Dealership => {
  nextDealer += 1
  return {
    id: dealerId(nextDealer),
    name: `Dealership ${nextDealer}`,
    type: 2,
    active: true,
    memberType: 'rep',
    city: 'Buffalo',
    region: 'NY',
    zipCode: '14203',
    isPrimaryContact: false,
    isBillingContact: false,
    multibuyer: false,
    ...overrides,
  }
}

/** Builds a User: `aUser().withDealership({ type: 1 }).readonly().build()`. */
export class UserBuilder {
  private user: User = {
    id: userId(7),
    fullName: 'Dana Dealer',
    email: 'dana@example.com',
    role: 'user',
    appRoles: [],
    active: true,
    zipCode: '14203',
    dealerships: [],
    defaultDealerId: null,
    vehicleConnected: false,
  }

  /** Starts from Dana Whitfield of Lakeside Motors (dealer 501, admin), the user component stories show. */
  showcase(): this {
    this.user = showcaseUser
    return this
  }

  withId(id: number): this {
    this.user = { ...this.user, id: userId(id) }
    return this
  }

  withRole(role: TokenRole): this {
    this.user = { ...this.user, role }
    return this
  }

  withAppRoles(...appRoles: string[]): this {
    this.user = { ...this.user, appRoles }
    return this
  }

  readonly(): this {
    return this.withRole('readonly')
  }

  inactive(): this {
    this.user = { ...this.user, active: false }
    return this
  }

  vehicleConnected(): this {
    this.user = { ...this.user, vehicleConnected: true }
    return this
  }

  withName(fullName: string | null): this {
    this.user = { ...this.user, fullName }
    return this
  }

  withDealership(overrides: Partial<Dealership> = {}): this {
    const dealership = aDealership(overrides)
    this.user = {
      ...this.user,
      dealerships: [...this.user.dealerships, dealership],
      defaultDealerId: this.user.defaultDealerId ?? dealership.id,
    }
    return this
  }

  /** A dealership of the given type and member type. */
  memberOf(type: DealershipType, memberType: MemberType = 'rep'): this {
    return this.withDealership({ type, memberType })
  }

  with(overrides: Partial<User>): this {
    this.user = { ...this.user, ...overrides }
    return this
  }

  build(): User {
    return this.user.dealerships.length === 0 ? { ...this.user, dealerships: [aDealership()] } : this.user
  }
}

export const aUser = (): UserBuilder => new UserBuilder()
