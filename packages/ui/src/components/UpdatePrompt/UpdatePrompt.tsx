import { Messages } from '@gavel/domain'
import styled from 'styled-components'
import { Button } from '../../primitives/Button'

const Card = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: min(360px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`
const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`
const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`

export interface UpdatePromptProps {
  /** Reload with the new version (the service worker takes over first). */
  readonly onReload: () => void
  /** Keep working on this version; the prompt comes back at the next check. */
  readonly onLater: () => void
}

/** The service worker's prompt toast 'Update Available' with 'Please reload the page to update.' (shell §4.6). */
export const UpdatePrompt = ({ onReload, onLater }: UpdatePromptProps) => (
  <Card role="status" aria-labelledby="gavel-update-title">
    <Title id="gavel-update-title">{Messages.updateAvailable}</Title>
    <Text>{Messages.reloadToUpdate}</Text>
    <Actions>
      <Button size="sm" onClick={onReload}>
        Reload
      </Button>
      <Button size="sm" variant="secondary" onClick={onLater}>
        Later
      </Button>
    </Actions>
  </Card>
)
