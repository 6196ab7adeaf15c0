import styled, { keyframes } from 'styled-components'
import { visuallyHidden } from '../../theme/visuallyHidden'

const spin = keyframes`to { transform: rotate(360deg); }`

export const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
`

export const Glyph = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`

export const Hidden = styled.span`
  ${visuallyHidden}
`
