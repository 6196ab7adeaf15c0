import type { DownloadedFile } from '@gavel/domain'
import { useMutation } from '@tanstack/react-query'
import styled from 'styled-components'
import { Button } from '../../primitives/Button'
import { saveFile } from '../../screens/AuctionDetailScreen/saveFile'
import { visuallyHidden } from '../../theme/visuallyHidden'
import { useToast } from '../../toast'

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
  const mutation = useMutation({
    mutationFn: download,
    onSuccess: (file) => saveFile(file),
    onError: (error) => toast.showError(error),
  })
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        loading={mutation.isPending}
        disabledReason={disabledReason}
        onClick={() => mutation.mutate()}
      >
        {label}
      </Button>
      <Status role="status">{mutation.isPending ? busyLabel : ''}</Status>
    </>
  )
}
