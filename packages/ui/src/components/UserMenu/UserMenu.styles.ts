import { Link } from 'react-router'
import styled, { css } from 'styled-components'
import { visuallyHidden } from '../../theme/visuallyHidden'

export const Root = styled.div`
  position: relative;
`

export const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`

export const Who = styled.span`
  display: flex;
  flex-direction: column;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ theme }) => theme.media.mobile} {
    ${visuallyHidden}
  }
`

export const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`

export const Dealership = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

export const Menu = styled.ul`
  position: absolute;
  right: 0;
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

const itemStyle = css`
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

export const Item = styled(Link)`
  ${itemStyle}
`

export const ItemButton = styled.button`
  ${itemStyle}
`
