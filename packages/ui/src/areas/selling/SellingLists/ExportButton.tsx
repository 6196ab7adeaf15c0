import { messageOf } from '@gavel/domain'
import {
  type DownloadProgress,
  downloadShare,
  type SellingExport,
  SellingExportLabels,
  SellingExports,
} from '@gavel/domain/areas/selling'
import { useId, useState } from 'react'
import { saveFile } from '../../../components/QuerySection/saveFile'
import { Button } from '../../../primitives/Button'
import { useService } from '../../../services/ServicesProvider'
import { ExportBox } from './SellingRow.styles'

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`

/** Downloads a list's CSV export with a progress bar while it arrives; a failure says why and may be retried. */
export const ExportButton = ({ list }: { readonly list: SellingExport }) => {
  const exports = useService(SellingExports)
  const id = useId()
  const [progress, setProgress] = useState<DownloadProgress | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const run = async () => {
    setError(null)
    setDone(false)
    setProgress({ received: 0, total: null })
    try {
      saveFile(await exports.exportList(list, setProgress))
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
        {SellingExportLabels[list]}
      </Button>
      {progress !== null && (
        <>
          <label htmlFor={id}>{`Downloading ${kb(progress.received)}`}</label>
          {share === null ? <progress id={id} /> : <progress id={id} max={1} value={share} />}
        </>
      )}
      {done && <p role="status">{`${SellingExportLabels[list]}: downloaded.`}</p>}
      {error !== null && <p role="alert">{error}</p>}
    </ExportBox>
  )
}
