import styled from 'styled-components'
import { Dialog, PopoverDialog, raisedCard } from '../../primitives/Dialog'

/** The welcome modal (the modal answers START TUTORIAL, SKIP or Escape). */
export const WelcomeCard = styled(Dialog)`
  gap: ${({ theme }) => theme.space[3]};
`

/** A step's popover, placed next to its target by the layer (fixed coordinates). */
export const PopoverCard = styled(PopoverDialog)`
  ${raisedCard}
  gap: ${({ theme }) => theme.space[3]};
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast - 1};
  width: min(360px, calc(100vw - 16px));
  padding: ${({ theme }) => theme.space[4]};
`

/** The ring around the step's target; it lets clicks through. */
export const Highlight = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast - 2};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow:
    0 0 0 3px ${({ theme }) => theme.colors.focus},
    0 0 0 9999px rgba(20, 23, 28, 0.35);
  pointer-events: none;
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`

export const Body = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

export const Progress = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
  align-items: center;
`

export const Spread = styled.span`
  flex: 1 1 auto;
`
