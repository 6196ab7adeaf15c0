import { NavLink } from 'react-router'
import styled from 'styled-components'

export const Shell = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
  }
`

export const Menu = styled.nav`
  align-self: start;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ul {
    margin: 0;
    padding: ${({ theme }) => theme.space[2]} 0;
    list-style: none;
  }
  ${({ theme }) => theme.media.mobile} {
    /* The pages wrap onto further rows rather than scroll sideways, so no page's name is cut on a phone. */
    ul {
      display: flex;
      flex-wrap: wrap;
      padding: ${({ theme }) => theme.space[1]};
      gap: 0 ${({ theme }) => theme.space[1]};
    }
  }
`

export const MenuTitle = styled.h2`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`

export const MenuLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-left: 3px solid transparent;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &.active {
    border-left-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${({ theme }) => theme.media.mobile} {
    min-height: 44px;
    display: flex;
    align-items: center;
    border-left: none;
    border-bottom: 3px solid transparent;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    &.active {
      border-bottom-color: ${({ theme }) => theme.colors.primary};
    }
  }
`

export const Content = styled.div`
  min-width: 0;
`
