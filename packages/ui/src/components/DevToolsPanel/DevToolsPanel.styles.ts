import styled from 'styled-components'
import { aboveBottomNav } from '../../theme/bottomNav'

/** The button and its panel, at the bottom left; on a phone above the bottom navigation, as the listing's
 * "My auctions" pill, so it never covers the navigation's first link. */
export const Dock = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.banner};
  ${({ theme }) => theme.media.mobile} {
    bottom: ${aboveBottomNav(16)};
  }
`
export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space[2]};
  width: min(420px, calc(100vw - 32px));
  max-height: min(480px, 70vh);
  overflow: auto;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`
export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`
export const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
`
export const Row = styled.li<{ $overridden: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $overridden }) => ($overridden ? theme.colors.warningSoft : 'transparent')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.fonts.numeric};
  }
`
export const Mark = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`
