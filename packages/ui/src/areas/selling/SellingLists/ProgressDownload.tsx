import { messageOf } from '@gavel/domain'
import { type DownloadProgress, downloadShare } from '@gavel/domain/areas/selling'
import { useId, useState } from 'react'
import { saveFile } from '../../../components/QuerySection/saveFile'
import { Button } from '../../../primitives/Button'
import { ExportBox } from './SellingRow.styles'

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`

type SavedFile = Parameters<typeof saveFile>[0]

export interface ProgressDownloadProps {
  readonly label: string
  /** Said once the file is saved. */
  readonly doneText: string
  readonly download: (onProgress: (progress: DownloadProgress) => void) => Promise<SavedFile>
}

/** Downloads a file with a progress bar while it arrives; a failure says why and may be retried. */
export const ProgressDownload = ({ label, doneText, download }: ProgressDownloadProps) => {
  const id = useId()
  const [progress, setProgress] = useState<DownloadProgress | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const run = async () => {
    setError(null)
    setDone(false)
    setProgress({ received: 0, total: null })
    try {
      saveFile(await download(setProgress))
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
        {label}
      </Button>
      {progress !== null && (
        <>
          <label htmlFor={id}>{`Downloading ${kb(progress.received)}`}</label>
          {share === null ? <progress id={id} /> : <progress id={id} max={1} value={share} />}
        </>
      )}
      {done && <p role="status">{doneText}</p>}
      {error !== null && <p role="alert">{error}</p>}
    </ExportBox>
  )
}
