import { describe, expect, it } from 'vitest'
import { promotionSaving, promotionShortfall, promotionTerms, type TransportPromotion } from './promotions'

const fleet: TransportPromotion = {
  id: 'p1',
  title: 'Fleet move',
  description: 'Five or more.',
  discountPerVehicle: 40,
  minVehicles: 5,
  serviceType: 'standard',
  code: 'FLEET40',
  startsAt: 0,
  endsAt: 1,
}
const any: TransportPromotion = { ...fleet, id: 'p2', minVehicles: 1, serviceType: null, discountPerVehicle: 25 }

describe('transport promotions (ADR 0038)', () => {
  it('names the terms in a dealer’s words', () => {
    expect(promotionTerms(fleet)).toBe('$40 off each vehicle · standard only · 5 or more vehicles')
    expect(promotionTerms(any)).toBe('$25 off each vehicle · any service type · any number of vehicles')
  })

  it('says what an order lacks, vehicles first, then the service type', () => {
    expect(promotionShortfall(fleet, { vehicles: 0, serviceType: 'standard' })).toBe('Add 5 vehicles to qualify.')
    expect(promotionShortfall(any, { vehicles: 0, serviceType: 'standard' })).toBe('Add 1 vehicle to qualify.')
    expect(promotionShortfall(fleet, { vehicles: 4, serviceType: 'enclosed' })).toBe('Add 1 more vehicle to qualify.')
    expect(promotionShortfall(fleet, { vehicles: 2, serviceType: 'standard' })).toBe('Add 3 more vehicles to qualify.')
    expect(promotionShortfall(fleet, { vehicles: 5, serviceType: 'enclosed' })).toBe(
      'Choose standard service to qualify.',
    )
    expect(promotionShortfall(fleet, { vehicles: 5, serviceType: 'standard' })).toBeNull()
    expect(promotionShortfall(any, { vehicles: 1, serviceType: 'enclosed' })).toBeNull()
  })

  it('saves the discount on every vehicle of a qualifying order, nothing otherwise', () => {
    expect(promotionSaving(fleet, { vehicles: 6, serviceType: 'standard' })).toBe(240)
    expect(promotionSaving(fleet, { vehicles: 4, serviceType: 'standard' })).toBe(0)
    expect(promotionSaving(any, { vehicles: 0, serviceType: 'standard' })).toBe(0)
  })
})
