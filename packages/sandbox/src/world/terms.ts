import { areaState } from './areaState'
import { PERSONA_IDS } from './personas'
import type { World } from './types'

/** The terms of service (marketplace.md 3 Terms state), in the sandbox's own terms. */
export interface Eula {
  readonly id: number
  readonly title: string
  /** Paragraphs of plain text; the content document renders them as HTML, the PDF as lines. */
  readonly sections: readonly (readonly [heading: string, text: string])[]
}

export interface TermsState {
  readonly current: Eula
  /** Who accepted which eula, and when (ISO 8601). */
  readonly accepted: Map<number, { readonly eulaId: number; readonly acceptedDate: string }>
}

export const CURRENT_EULA: Eula = {
  id: 7,
  title: 'Gavel Terms of Service',
  sections: [
    ['1. The marketplace', 'Gavel is a dealer-to-dealer wholesale vehicle marketplace. Only licensed dealers may buy.'],
    ['2. Bids are binding', 'A bid or accepted offer is a binding commitment to buy the vehicle at that price.'],
    ['3. Fees', 'Buy and sell fees follow the fee schedule in effect when the auction ends.'],
    ['4. Condition reports', 'Condition reports describe the vehicle as inspected; arbitration follows the policy.'],
    ['5. Payment and title', 'Payment is due within two business days; title transfers when payment clears.'],
  ],
}

/**
 * The terms area: the current eula and who accepted it. Every persona but the buyer accepted it already; the
 * buyer must accept once (acceptance required until then, marketplace.md 4).
 */
export const termsOf = (engine: { readonly world: World }): TermsState =>
  areaState(engine, 'terms', () => {
    const acceptedDate = new Date(engine.world.createdAt - 30 * 86_400_000).toISOString()
    const accepted = new Map<number, { eulaId: number; acceptedDate: string }>()
    for (const user of engine.world.users.values()) {
      if (user.id !== PERSONA_IDS.buyer) accepted.set(user.id, { eulaId: CURRENT_EULA.id, acceptedDate })
    }
    return { current: CURRENT_EULA, accepted }
  })

export const acceptanceRequired = (state: TermsState, userId: number): boolean =>
  state.accepted.get(userId)?.eulaId !== state.current.id
