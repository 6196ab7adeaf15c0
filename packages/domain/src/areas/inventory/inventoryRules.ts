import type { InventoryStatus, PickedFile } from './Inventory'

const MB = 1024 * 1024
/** ADR 0029 uploads: photos JPEG/PNG/HEIC ≤ 20 MB, CSV ≤ 5 MB, refused before sending with the limit named. */
export const PHOTO_MAX_BYTES = 20 * MB
export const CSV_MAX_BYTES = 5 * MB
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif']
const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'heic', 'heif']
/** What the photo picker accepts. */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.heic,image/jpeg,image/png,image/heic'
export const CSV_ACCEPT = '.csv,text/csv'
/** The header row the vehicles CSV must start with (contracts/openapi/inventory.yaml vehicles/upload). */
export const VEHICLES_CSV_HEADER = 'vin,year,make,model,odometer,price'
/** One inventory page (our size: the list reads 25 at a time). */
export const INVENTORY_PAGE_SIZE = 25

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? ''

/** Why a photo is refused before sending (the limit named), or null when it may be uploaded. */
export const photoRefusal = (file: PickedFile): string | null => {
  if (!PHOTO_TYPES.includes(file.type) && !PHOTO_EXTENSIONS.includes(extensionOf(file.name)))
    return `${file.name} is not a JPEG, PNG or HEIC photo.`
  if (file.size > PHOTO_MAX_BYTES) return `${file.name} is larger than 20 MB (the limit for photos).`
  return null
}

/** Why a vehicles CSV is refused before sending, or null. */
export const csvRefusal = (file: PickedFile): string | null => {
  if (file.type !== 'text/csv' && extensionOf(file.name) !== 'csv') return `${file.name} is not a CSV file.`
  if (file.size > CSV_MAX_BYTES) return `${file.name} is larger than 5 MB (the limit for CSV files).`
  return null
}

/** How the inventory names its statuses (ours). */
export const InventoryStatusLabels: Readonly<Record<InventoryStatus, string>> = {
  in_stock: 'In stock',
  saved: 'Saved',
  at_auction: 'At auction',
  sold: 'Sold',
}

/** The inventory screen's texts (ours: the spec shows none). */
export const InventoryTexts = {
  termsHeading: 'Inventory terms of service',
  accept: 'Accept and continue',
  sendToAcv: 'Send to ACV',
  createSaved: 'Create saved auction',
  launch: 'Launch selected',
  launchGsale: 'Guaranteed sale launch',
  export: 'Export inventory',
  uploadCsv: 'Upload vehicles CSV',
  photos: 'Photos',
  limited: 'Your account is read-only: inventory actions are disabled.',
  noneSelected: 'Select vehicles first.',
  alreadySaved: 'This vehicle already has a saved auction.',
} as const

/** The durations and title options an inventory launch offers (those of the saved-auction launch options). */
export const INVENTORY_LAUNCH_DURATIONS: readonly number[] = [3600, 7200, 86_400]
export const INVENTORY_TITLE_OPTIONS: readonly string[] = ['title_present', 'title_absent', 'title_in_transit']
