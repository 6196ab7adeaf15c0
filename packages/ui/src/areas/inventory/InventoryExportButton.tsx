import type { DealerId } from '@gavel/domain'
import { InventoryService, InventoryTexts } from '@gavel/domain/areas/inventory'
import { useService } from '../../services/ServicesProvider'
import { ProgressDownload } from '../selling/SellingLists/ProgressDownload'

/** Downloads the dealership's inventory as CSV (export_data) with a progress bar; a failure says why. */
export const InventoryExportButton = ({ dealerId }: { readonly dealerId: DealerId }) => {
  const port = useService(InventoryService)
  return (
    <ProgressDownload
      label={InventoryTexts.export}
      doneText="Inventory export: downloaded."
      download={(onProgress) => port.exportCsv({ dealerId, from: 0, size: 1, query: '', status: null }, onProgress)}
    />
  )
}
