import type { Vehicle } from '@gavel/domain'

/** 'year make model trim' (trim left out when unknown). */
export const vehicleTitle = (v: Vehicle): string => [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ')

const miles = new Intl.NumberFormat('en-US')

/** '48,210 mi'. */
export const odometerText = (odometer: number): string => `${miles.format(odometer)} mi`

/** '1 bid', '14 bids'. */
export const bidCountText = (n: number): string => (n === 1 ? '1 bid' : `${n} bids`)
