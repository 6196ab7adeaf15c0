import styled, { css } from 'styled-components'
import { media } from '../../theme'

/** Where the dialog sits: a centred card, a panel along the right edge, or the whole viewport (a photo viewer). */
export type DialogPlacement = 'center' | 'side' | 'full'

const placements = {
  center: css<{ $width: number }>`
    width: min(${({ $width }) => $width}px, calc(100vw - 32px));
    max-height: calc(100dvh - 32px);
    padding: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.lg};
  `,
  side: css<{ $width: number }>`
    width: min(${({ $width }) => $width}px, 100vw);
    height: 100dvh;
    max-height: 100dvh;
    margin: 0 0 0 auto;
    padding: 0;
  `,
  full: css<{ $width: number }>`
    width: 100vw;
    height: 100dvh;
    max-width: 100vw;
    max-height: 100dvh;
    margin: 0;
    padding: ${({ theme }) => theme.space[4]};
    background: rgba(10, 12, 15, 0.96);
    color: #fff;
  `,
}

/**
 * The native modal dialog: top layer, the page behind inert and dimmed. Hidden unless open (a flex display would
 * otherwise override the browser's `dialog:not([open])`). Full screen on mobile (767px and below).
 */
export const DialogShell = styled.dialog<{ $placement: DialogPlacement; $width: number }>`
  box-sizing: border-box;
  max-width: 100vw;
  border: none;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overflow: auto;
  overscroll-behavior: contain;
  ${({ $placement }) => placements[$placement]}
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: rgba(20, 23, 28, 0.6);
  }
  ${media.mobile} {
    width: 100vw;
    height: 100dvh;
    max-height: 100dvh;
    margin: 0;
    border-radius: 0;
    padding: ${({ $placement, theme }) => ($placement === 'side' ? 0 : theme.space[4])};
  }
`

/** A dialog's heading (give it the id the dialog is labelled by). */
export const DialogTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

export const DialogBody = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`

/** The answer buttons, at the end. */
export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
`

/** A raised card (a non-modal popover's surface): its parts stacked, a little less padding on mobile. */
export const raisedCard = css`
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
