import { describe, expect, it } from 'vitest'
import { parseVehicleHistoryCallback, VehicleHistoryTexts } from './vehicleHistoryCallback'

describe('vehicle-history sign-in callback (shell §2.2)', () => {
  it('reads the auction and dealer from state and the code', () => {
    expect(parseVehicleHistoryCallback('?state=880004,101&code=abc')).toEqual({
      ok: true,
      auctionId: 880004,
      dealerId: 101,
      code: 'abc',
    })
  })
  it('refuses a state without exactly two numbers, and a missing code', () => {
    expect(parseVehicleHistoryCallback('?state=880004&code=abc')).toEqual({
      ok: false,
      reason: VehicleHistoryTexts.invalid,
    })
    expect(parseVehicleHistoryCallback('?state=1,2,3&code=abc').ok).toBe(false)
    expect(parseVehicleHistoryCallback('?state=880004,101')).toEqual({ ok: false, reason: VehicleHistoryTexts.denied })
  })
})
