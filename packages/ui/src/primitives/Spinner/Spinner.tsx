import { Glyph, Hidden, Wrap } from './Spinner.styles'

export interface SpinnerProps {
  /** Read to screen readers; the glyph alone when `decorative`. */
  readonly label?: string
  /** Inside a button that already says it is busy: no status role, no text. */
  readonly decorative?: boolean
  readonly size?: number
}

/** A small rotating ring for work in progress. */
export const Spinner = ({ label = 'Loading', decorative = false, size = 16 }: SpinnerProps) =>
  decorative ? (
    <Glyph aria-hidden="true" $size={size} />
  ) : (
    <Wrap role="status">
      <Glyph aria-hidden="true" $size={size} />
      <Hidden>{label}</Hidden>
    </Wrap>
  )
