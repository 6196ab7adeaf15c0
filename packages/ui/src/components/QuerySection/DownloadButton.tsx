import type { DownloadedFile } from '@gavel/domain'
import { useRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../primitives/Button'
import { visuallyHidden } from '../../theme/visuallyHidden'
import { useToast } from '../../toast'
import { saveFile } from './saveFile'

const Status = styled.span`
  ${visuallyHidden}
`

export interface DownloadButtonProps {
  readonly label: string
  /** Announced while the file downloads. */
  readonly busyLabel: string
  readonly download: () => Promise<DownloadedFile>
  readonly size?: 'sm' | 'md'
  readonly disabledReason?: string | null
}

/** Fetches a file and hands it to the browser; busy while it downloads, a toast when it fails. */
export const DownloadButton = ({
  label,
  busyLabel,
  download,
  size = 'sm',
  disabledReason = null,
}: DownloadButtonProps) => {
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const run = async () => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      saveFile(await download())
    } catch (error) {
      toast.showError(error)
    } finally {
      running.current = false
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="secondary" size={size} loading={busy} disabledReason={disabledReason} onClick={() => void run()}>
        {label}
      </Button>
      <Status role="status">{busy ? busyLabel : ''}</Status>
    </>
  )
}
