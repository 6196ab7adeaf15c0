import type { ReactNode } from 'react'
import { Body, Box, Title } from './EmptyState.styles'

export interface EmptyStateProps {
  readonly title: string
  readonly children?: ReactNode
  /** A next step, e.g. a link back to the listing. */
  readonly action?: ReactNode
}

/** Nothing to show, said plainly, with a way on. */
export const EmptyState = ({ title, children, action }: EmptyStateProps) => (
  <Box>
    <Title>{title}</Title>
    {children && <Body>{children}</Body>}
    {action}
  </Box>
)
