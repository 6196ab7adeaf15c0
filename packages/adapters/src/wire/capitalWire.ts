import { type CapitalStanding, dealerId } from '@gavel/domain'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { isCapitalAccountWire, isCapitalUserWire } from './guards/generated/guards'

/** CapitalUser of contracts/openapi/capital.yaml (GET /account/user/exists): the bearer's capital dealerships. */
export const CapitalUserWire = Schema.Struct({ exists: Schema.Boolean, dealer_ids: Schema.Array(Schema.Int) })

/** The part of AccountDetails (GET /account/details/dealer/{id}) the capital menu reads: the product line. */
export const CapitalAccountWire = Schema.Struct({ dealer_id: Schema.Int, product_line: Schema.String })

export const decodeCapitalUser = guardOrThrow(isCapitalUserWire, 'capital user check')
export const decodeCapitalAccount = guardOrThrow(isCapitalAccountWire, 'capital account details')

/** A user the capital service does not know (marketplace §8 "Capital user check: 404 ignored"). */
export const NOT_A_CAPITAL_USER: CapitalStanding = { isCapitalUser: false, dealerSelection: [] }

/** A capital user's dealer selection list: each capital dealership with its account's product line (shell §3, §6). */
export const toCapitalStanding = (accounts: readonly (typeof CapitalAccountWire.Type)[]): CapitalStanding => ({
  isCapitalUser: true,
  dealerSelection: accounts.map((a) => ({ dealerId: dealerId(a.dealer_id), productLines: [a.product_line] })),
})
