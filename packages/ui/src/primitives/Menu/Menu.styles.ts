import { Link } from 'react-router'
import styled, { css } from 'styled-components'

/** What a menu's list is positioned against. */
export const MenuRoot = styled.div`
  position: relative;
`

/** The raised list under the trigger, lined up with its left or right edge. */
export const MenuList = styled.ul<{ readonly $align: 'left' | 'right' }>`
  position: absolute;
  ${({ $align }) => $align}: 0;
  top: 100%;
  z-index: ${({ theme }) => theme.zIndices.menu};
  min-width: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`

const menuItem = css`
  display: block;
  width: 100%;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: left;
  cursor: pointer;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`

/** A menu item that goes to a route. */
export const MenuItemLink = styled(Link)`
  ${menuItem}
`

/** A menu item that runs an action. */
export const MenuItemButton = styled.button`
  ${menuItem}
`
