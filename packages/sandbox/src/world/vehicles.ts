import { CATALOGUE } from './catalogue'
import { COLORS } from './colors'
import type { Rng } from './prng'
import type { Vehicle } from './types'
import { generateVin } from './vin'

/** The newest model year the catalogue sells, and the "current" year used for age. */
export const CURRENT_MODEL_YEAR = 2025

/** A realistic vehicle and its wholesale value in whole dollars (age and mileage adjusted). */
export const generateVehicle = (rng: Rng): { vehicle: Vehicle; value: number } => {
  const spec = rng.pick(CATALOGUE)
  const year = rng.int(spec.years[0], spec.years[1])
  const age = Math.max(1, CURRENT_MODEL_YEAR - year)
  const odometer = Math.max(800, Math.round((age * rng.int(7_500, 16_000)) / 10) * 10)
  const color = rng.pick(COLORS)
  const ageFactor = 0.86 ** (age - 3)
  const mileFactor = 1 - Math.max(-0.15, Math.min(0.35, (odometer - age * 12_000) / 200_000))
  const value = Math.max(2_500, Math.round((spec.baseValue * ageFactor * mileFactor) / 100) * 100)
  return {
    vehicle: {
      vin: generateVin(rng, spec.wmi, year),
      year,
      make: spec.make,
      model: spec.model,
      trim: rng.pick(spec.trims),
      engine: rng.pick(spec.engines),
      drivetrain: rng.pick(spec.drivetrains),
      transmission: rng.pick(spec.transmissions),
      exteriorColor: color.name,
      colorHex: color.hex,
      odometer,
    },
    value,
  }
}
