import styled from 'styled-components'
import { MenuList } from '../../primitives/Menu'

export const Bell = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

export const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 20px;
  padding: 1px 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 16px;
  text-align: center;
`

/** The menu's list: wider than a plain menu, scrolling, and pinned under the header on mobile. */
export const Menu = styled(MenuList).attrs({ $align: 'right' as const })`
  width: min(380px, calc(100vw - 16px));
  max-height: min(560px, calc(100vh - 80px));
  overflow-y: auto;
  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    top: 60px;
    right: 8px;
  }
`

export const Actions = styled.li`
  display: flex;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: ${({ theme }) => theme.space[1]};
  & > * {
    flex: 1;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: center;
  }
`

export const Note = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
`
