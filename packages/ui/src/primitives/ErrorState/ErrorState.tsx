import { Button } from '../Button'
import { Box, Text } from './ErrorState.styles'

export interface ErrorStateProps {
  /** The text to show (messageOf(error) or a spec text). */
  readonly message: string
  readonly onRetry?: () => void
  /** The retry is running. */
  readonly retrying?: boolean
}

/** A failure in place of content, announced, with a Retry button. */
export const ErrorState = ({ message, onRetry, retrying = false }: ErrorStateProps) => (
  <Box role="alert">
    <Text>{message}</Text>
    {onRetry && (
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    )}
  </Box>
)
