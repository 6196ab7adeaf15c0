import styled, { css } from 'styled-components'
import { media } from '../../theme'

/**
 * Covers the page under a modal that must be answered and centres it; clicking it does nothing (marketplace §5
 * terms, shell §4.5 welcome modal).
 */
export const ModalBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.toast - 1};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: rgba(20, 23, 28, 0.6);
`

/** A modal's raised card: its parts stacked, a little less padding on mobile. */
export const modalCard = css`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[4]};
  }
`
