import { InventoryStatusLabels, InventoryTexts, type InventoryVehicle } from '@gavel/domain/areas/inventory'
import { memo } from 'react'
import { Button } from '../../primitives/Button'
import { Badge, RowTitle } from '../selling/SavedAuctionsScreen/SavedAuctionsScreen.styles'
import { Facts, RowActions, Thumb, VehicleRow } from './inventory.styles'
import { PhotoUploader } from './PhotoUploader'

export interface InventoryRowProps {
  readonly vehicle: InventoryVehicle
  readonly selected: boolean
  readonly photosOpen: boolean
  /** Why actions are unavailable (limited user), or null. */
  readonly blocked: string | null
  readonly creating: boolean
  readonly onToggle: (id: number) => void
  readonly onPhotos: (id: number) => void
  readonly onCreateSaved: (vehicle: InventoryVehicle) => void
}

const money = (n: number | null) => (n === null ? 'No price' : `$${n.toLocaleString('en-US')}`)
export const vehicleName = (v: InventoryVehicle) => `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ''}`
export const selectable = (v: InventoryVehicle) => v.status === 'in_stock' || v.status === 'saved'

/** One inventory vehicle: select it, its photos (with their uploader), and its saved auction. */
export const InventoryRow = memo(
  ({ vehicle: v, selected, photosOpen, blocked, creating, onToggle, onPhotos, onCreateSaved }: InventoryRowProps) => {
    const name = vehicleName(v)
    return (
      <VehicleRow aria-label={name}>
        <input
          type="checkbox"
          checked={selected}
          disabled={!selectable(v)}
          aria-label={`Select ${name} (${v.vin})`}
          onChange={() => onToggle(v.id)}
        />
        <Thumb>{v.imageUrls[0] ? <img src={v.imageUrls[0]} alt={name} /> : null}</Thumb>
        <div>
          {v.savedAuctionId === null ? (
            <strong>{name}</strong>
          ) : (
            <RowTitle to={`/saved/${v.savedAuctionId}`}>{name}</RowTitle>
          )}
          <Facts>
            <span>VIN {v.vin}</span>
            <span>Stock {v.stockNumber}</span>
            <span>{v.odometer === null ? 'No odometer' : `${v.odometer.toLocaleString('en-US')} mi`}</span>
            <span>{money(v.price)}</span>
            <span>{`${v.daysInStock} days in stock`}</span>
            <span>{`${v.imageUrls.length} photo${v.imageUrls.length === 1 ? '' : 's'}`}</span>
            <Badge>{InventoryStatusLabels[v.status]}</Badge>
          </Facts>
          {photosOpen && <PhotoUploader inventoryId={v.id} label={name} />}
        </div>
        <RowActions>
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={photosOpen}
            aria-label={`${InventoryTexts.photos} of ${name}`}
            disabledReason={blocked}
            onClick={() => onPhotos(v.id)}
          >
            {InventoryTexts.photos}
          </Button>
          {v.status === 'in_stock' && (
            <Button
              size="sm"
              variant="secondary"
              loading={creating}
              aria-label={`${InventoryTexts.createSaved} for ${name}`}
              disabledReason={blocked}
              onClick={() => onCreateSaved(v)}
            >
              {InventoryTexts.createSaved}
            </Button>
          )}
        </RowActions>
      </VehicleRow>
    )
  },
)
