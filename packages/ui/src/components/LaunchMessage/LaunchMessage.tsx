import type { Notification } from '@gavel/domain'
import styled from 'styled-components'
import { Button } from '../../primitives/Button'

const Banner = styled.aside`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.infoSoft};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`
const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`
const Body = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export interface LaunchMessageProps {
  readonly message: Notification
  /** Marks the message viewed on this device (shell §9 "viewed stored 7 days"). */
  readonly onDismiss: () => void
}

/** The app-launch message (shell §2.1, §7 "messages app_launch"): its title and body as text, and 'Got it' to dismiss it. */
export const LaunchMessage = ({ message, onDismiss }: LaunchMessageProps) => (
  <Banner aria-labelledby={`launch-message-${message.id}`}>
    <div>
      <Title id={`launch-message-${message.id}`}>{message.title}</Title>
      <Body>{message.body}</Body>
    </div>
    <Button size="sm" variant="secondary" onClick={onDismiss}>
      Got it
    </Button>
  </Banner>
)
