import { formatNumber, type Vehicle } from '@gavel/domain'

/** 'year make model trim' (trim left out when unknown). */
export const vehicleTitle = (v: Vehicle): string => [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ')

/** '48,210 mi' (without Intl, which would start ICU on the first card's path: numberFormat.ts). */
export const odometerText = (odometer: number): string => `${formatNumber(odometer)} mi`

/** '1 bid', '14 bids'. */
export const bidCountText = (n: number): string => (n === 1 ? '1 bid' : `${n} bids`)
