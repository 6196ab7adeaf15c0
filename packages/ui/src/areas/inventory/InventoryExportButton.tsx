import { type DealerId, messageOf } from '@gavel/domain'
import { InventoryService, InventoryTexts } from '@gavel/domain/areas/inventory'
import { type DownloadProgress, downloadShare } from '@gavel/domain/areas/selling'
import { useId, useState } from 'react'
import { saveFile } from '../../components/QuerySection/saveFile'
import { Button } from '../../primitives/Button'
import { useService } from '../../services/ServicesProvider'
import { ExportBox } from '../selling/SellingLists/SellingRow.styles'

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`

/** Downloads the dealership's inventory as CSV (export_data) with a progress bar; a failure says why. */
export const InventoryExportButton = ({ dealerId }: { readonly dealerId: DealerId }) => {
  const port = useService(InventoryService)
  const id = useId()
  const [progress, setProgress] = useState<DownloadProgress | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const run = async () => {
    setError(null)
    setDone(false)
    setProgress({ received: 0, total: null })
    try {
      saveFile(await port.exportCsv({ dealerId, from: 0, size: 1, query: '', status: null }, setProgress))
      setDone(true)
    } catch (cause) {
      setError(messageOf(cause))
    } finally {
      setProgress(null)
    }
  }
  const share = progress === null ? null : downloadShare(progress)
  return (
    <ExportBox>
      <Button variant="secondary" loading={progress !== null} onClick={() => void run()}>
        {InventoryTexts.export}
      </Button>
      {progress !== null && (
        <>
          <label htmlFor={id}>{`Downloading ${kb(progress.received)}`}</label>
          {share === null ? <progress id={id} /> : <progress id={id} max={1} value={share} />}
        </>
      )}
      {done && <p role="status">Inventory export: downloaded.</p>}
      {error !== null && <p role="alert">{error}</p>}
    </ExportBox>
  )
}
