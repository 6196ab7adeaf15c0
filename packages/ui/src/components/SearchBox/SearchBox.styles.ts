import styled, { css } from 'styled-components'
import { visuallyHidden } from '../../theme/visuallyHidden'

export const Box = styled.div`
  position: relative;
  flex: 1 1 280px;
  min-width: 0;
`

export const Label = styled.label`
  ${visuallyHidden}
`

export const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`

export const Listbox = styled.ul`
  position: absolute;
  left: 0;
  right: 0;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.zIndices.menu};
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  max-height: 320px;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &[hidden] {
    display: none;
  }
`

export const Option = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-height: 44px;
  display: flex;
  align-items: center;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.infoSoft};
      color: ${theme.colors.info};
    `}
`

export const Status = styled.div`
  ${visuallyHidden}
`
