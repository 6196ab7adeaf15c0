import { CATALOGUE } from './catalogue'
import { createRng } from './prng'
import type { World } from './types'
import { isValidVin, modelYearCode } from './vin'

export interface DecodedVehicle {
  readonly vin: string
  readonly make: string
  readonly model: string
  readonly year: number
  readonly trim: string | null
  readonly weight: number
  readonly class: string
}

const TRUCKS = /F-150|F-250|Silverado|Sierra|Ram|Tacoma|Tundra|Colorado|Frontier|Ranger|Titan/i
const SUVS =
  /Explorer|Escape|Tahoe|Suburban|Equinox|RAV4|Highlander|CR-V|Pilot|Grand Cherokee|Wrangler|Rogue|Pathfinder|Expedition|Traverse/i

const hashOf = (vin: string): number => [...vin].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)

/**
 * Decodes a VIN the way a decoder service would, from the sandbox's catalogue: a vehicle the world knows by VIN,
 * else the make by its manufacturer code (positions 1-3) and the model year by position 10. Undefined when the
 * check digit is wrong or the manufacturer is unknown.
 */
export const decodeVin = (world: World, vin: string): DecodedVehicle | undefined => {
  if (!isValidVin(vin)) return undefined
  const known = [...world.auctions.values()].find((a) => a.vehicle.vin === vin)?.vehicle
  const specs = CATALOGUE.filter((s) => s.wmi === vin.slice(0, 3))
  if (!known && specs.length === 0) return undefined
  const rng = createRng(hashOf(vin))
  const spec = rng.pick(specs.length > 0 ? specs : CATALOGUE)
  const years = Array.from({ length: 16 }, (_, i) => 2025 - i)
  const year = known?.year ?? years.find((y) => modelYearCode(y) === vin[9]) ?? spec.years[1]
  const make = known?.make ?? spec.make
  const model = known?.model ?? spec.model
  const kind = TRUCKS.test(model) ? 'truck' : SUVS.test(model) ? 'suv' : 'car'
  const base = kind === 'truck' ? 4800 : kind === 'suv' ? 4300 : 3300
  return {
    vin,
    make,
    model,
    year,
    trim: known?.trim ?? rng.pick(spec.trims),
    weight: base + (hashOf(vin) % 700),
    class: kind,
  }
}
