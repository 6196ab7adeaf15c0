import { Track } from './UploadProgress.styles'

export interface UploadProgressProps {
  /** The accessible name, e.g. "photo.jpg upload". */
  readonly label: string
  /** 0 to 1. */
  readonly fraction: number
  /** A failed upload keeps its bar where it stopped, in the danger colour. */
  readonly failed?: boolean
}

/** One file's upload progress: a thin bar with the progressbar role and its percentage. */
export const UploadProgress = ({ label, fraction, failed = false }: UploadProgressProps) => {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100)
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      $failed={failed}
    >
      <span style={{ width: `${percent}%` }} />
    </Track>
  )
}
