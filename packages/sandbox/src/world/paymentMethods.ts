import type { Engine } from '../engine/createEngine'
import { areaState } from './areaState'
import { capitalState } from './capital'

export type PaymentKind = 'ach' | 'check' | 'floorplan'

/** One way of paying as GET payment-method shows it (ADR 0034). */
export interface PaymentOption {
  readonly kind: PaymentKind
  readonly label: string
  readonly detail: string | null
  readonly available: boolean
  readonly unavailableReason: string | null
}

/** The payment-method area (ADR 0034): the default per dealership, and the bank accounts on file (last four). */
export interface PaymentMethodState {
  readonly defaults: Map<number, PaymentKind>
  readonly bankLast4: Map<number, string>
}

/** Seeded: every dealership pays by check by default and has a checking account on file, but Summit Motors West (104). */
const NO_BANK_ACCOUNT = new Set([104])

export const paymentMethodsOf = (engine: Pick<Engine, 'world'>): PaymentMethodState =>
  areaState(engine, 'paymentMethods', () => ({
    defaults: new Map(),
    bankLast4: new Map(
      [...engine.world.dealerships.keys()]
        .filter((id) => !NO_BANK_ACCOUNT.has(id))
        .map((id) => [id, String((id * 7919) % 10_000).padStart(4, '0')]),
    ),
  }))

/** The ways a dealership may pay, each with a masked detail or the reason it can't be chosen. */
export const paymentOptionsOf = (engine: Engine, dealerId: number): PaymentOption[] => {
  const bank = paymentMethodsOf(engine).bankLast4.get(dealerId)
  const capital = capitalState(engine).accounts.has(dealerId)
  return [
    {
      kind: 'ach',
      label: 'ACH bank transfer',
      detail: bank ? `Checking ····${bank}` : null,
      available: bank !== undefined,
      unavailableReason: bank ? null : 'No bank account is on file for this dealership.',
    },
    {
      kind: 'check',
      label: 'Check',
      detail: 'Mailed to Gavel within 2 business days',
      available: true,
      unavailableReason: null,
    },
    {
      kind: 'floorplan',
      label: 'Floor plan (Gavel Capital)',
      detail: capital ? 'Financed through your capital account' : null,
      available: capital,
      unavailableReason: capital ? null : 'Only dealerships with a capital account can pay by floor plan.',
    },
  ]
}

export const paymentDefaultOf = (engine: Pick<Engine, 'world'>, dealerId: number): PaymentKind =>
  paymentMethodsOf(engine).defaults.get(dealerId) ?? 'check'

export const setPaymentDefault = (engine: Pick<Engine, 'world'>, dealerId: number, kind: PaymentKind): void => {
  paymentMethodsOf(engine).defaults.set(dealerId, kind)
}
