import type { ReactNode } from 'react'
import { Body, Box, Title } from './EmptyState.styles'

export interface EmptyStateProps {
  readonly title: string
  readonly children?: ReactNode
  /** A next step, e.g. a link back to the listing. */
  readonly action?: ReactNode
  /** 1 when the state is the whole page (no header, no page title above it), so the page has its one h1. */
  readonly level?: 1 | 2
}

/** Nothing to show, said plainly, with a way on. */
export const EmptyState = ({ title, children, action, level = 2 }: EmptyStateProps) => (
  <Box>
    <Title as={level === 1 ? 'h1' : 'h2'}>{title}</Title>
    {children && <Body>{children}</Body>}
    {action}
  </Box>
)
