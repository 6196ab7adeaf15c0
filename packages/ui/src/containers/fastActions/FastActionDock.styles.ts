import styled from 'styled-components'
import { aboveBottomNav } from '../../theme/bottomNav'

/** The panel's button: a pill at the bottom right of the listing, above the mobile bottom navigation. */
export const DockButton = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.header};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  cursor: pointer;
  ${({ theme }) => theme.media.mobile} {
    bottom: ${aboveBottomNav(16)};
  }
`

/** Where the panel would open, when its code did not load. */
export const LoadFailure = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: calc(${({ theme }) => theme.space[4]} + 56px);
  z-index: ${({ theme }) => theme.zIndices.menu};
  width: min(360px, calc(100vw - 32px));
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${({ theme }) => theme.media.mobile} {
    bottom: ${aboveBottomNav(72)};
  }
`
