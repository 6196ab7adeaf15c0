import type { Rng } from './prng'
import type { Dealership, DealershipType } from './types'

/**
 * Dealerships (shell §3). Types: franchise 1, independent 2, wholesaler 3, acvCertifiedIndependent 4,
 * commercial 5. The personas' dealerships have fixed ids (101..113; 113 is not active yet); background dealers start
 * at 201.
 */
const dealer = (
  id: number,
  name: string,
  type: DealershipType,
  city: string,
  region: string,
  zipCode: string,
  multibuyer = false,
  active = true,
): Dealership => ({ id, name, type, active, city, region, zipCode, multibuyer, logoUri: null })

export const PERSONA_DEALERSHIPS: readonly Dealership[] = [
  dealer(101, 'Riverside Auto Exchange', 2, 'Columbus', 'OH', '43215'),
  dealer(102, 'Lakeshore Ford', 1, 'Chicago', 'IL', '60614'),
  dealer(103, 'Summit Motors', 1, 'Denver', 'CO', '80202'),
  dealer(104, 'Summit Motors West', 3, 'Grand Junction', 'CO', '81501'),
  dealer(105, 'Pine Valley Autos', 2, 'Spokane', 'WA', '99201'),
  dealer(106, 'Harbor Auto Group', 1, 'Baltimore', 'MD', '21202', true),
  dealer(107, 'Harbor Pre-Owned', 2, 'Annapolis', 'MD', '21401'),
  dealer(108, 'Harbor Commercial Trucks', 5, 'Dundalk', 'MD', '21222'),
  dealer(109, 'Crescent City Motors', 2, 'New Orleans', 'LA', '70112'),
  dealer(110, 'Copperline Motors', 2, 'Phoenix', 'AZ', '85004'),
  dealer(111, 'Bluebonnet Certified Autos', 4, 'Austin', 'TX', '78701'),
  dealer(112, 'Crossroads Fleet & Auto', 1, 'Indianapolis', 'IN', '46204'),
  dealer(113, 'Prairie Wind Motors', 2, 'Omaha', 'NE', '68102', false, false),
]

const CITIES: readonly (readonly [city: string, region: string, zip: string])[] = [
  ['Atlanta', 'GA', '30303'],
  ['Charlotte', 'NC', '28202'],
  ['Dallas', 'TX', '75201'],
  ['Houston', 'TX', '77002'],
  ['Indianapolis', 'IN', '46204'],
  ['Kansas City', 'MO', '64106'],
  ['Louisville', 'KY', '40202'],
  ['Memphis', 'TN', '38103'],
  ['Milwaukee', 'WI', '53202'],
  ['Minneapolis', 'MN', '55401'],
  ['Oklahoma City', 'OK', '73102'],
  ['Omaha', 'NE', '68102'],
  ['Pittsburgh', 'PA', '15222'],
  ['Raleigh', 'NC', '27601'],
  ['Richmond', 'VA', '23219'],
  ['Sacramento', 'CA', '95814'],
  ['Salt Lake City', 'UT', '84101'],
  ['San Antonio', 'TX', '78205'],
  ['Tampa', 'FL', '33602'],
  ['Tulsa', 'OK', '74103'],
  ['Buffalo', 'NY', '14202'],
  ['Cleveland', 'OH', '44113'],
  ['Detroit', 'MI', '48226'],
  ['Albuquerque', 'NM', '87102'],
  ['Boise', 'ID', '83702'],
  ['Des Moines', 'IA', '50309'],
]
const FIRST = [
  'Patriot',
  'Heartland',
  'Frontier',
  'Keystone',
  'Prairie',
  'Liberty',
  'Cardinal',
  'Ironwood',
  'Granite',
  'Redline',
  'Northstar',
  'Maple',
  'Eagle',
  'Blue Ridge',
  'Canyon',
  'Midway',
  'Gateway',
  'Sterling',
]
const SUFFIX: readonly (readonly [suffix: string, type: DealershipType])[] = [
  ['Chevrolet', 1],
  ['Toyota', 1],
  ['Honda', 1],
  ['Chrysler Dodge Jeep Ram', 1],
  ['Auto Sales', 2],
  ['Motors', 2],
  ['Pre-Owned', 2],
  ['Wholesale', 3],
  ['Auto Brokers', 3],
  ['Certified Autos', 4],
  ['Quality Cars', 4],
  ['Fleet & Lease', 5],
  ['Rental Remarketing', 5],
]

/** Background dealerships that bid (and many sell) on their own. */
export const generateDealerships = (rng: Rng, count: number): Dealership[] => {
  const used = new Set<string>()
  const result: Dealership[] = []
  for (let i = 0; result.length < count && i < count * 20; i++) {
    const [suffix, type] = rng.pick(SUFFIX)
    const name = `${rng.pick(FIRST)} ${suffix}`
    if (used.has(name)) continue
    used.add(name)
    const [city, region, zip] = rng.pick(CITIES)
    result.push(dealer(201 + result.length, name, type, city, region, zip, rng.chance(0.15)))
  }
  return result
}

/** Seller ability (shell §5): franchise, certified independent or commercial. */
export const sellingTypes: readonly DealershipType[] = [1, 4, 5]
