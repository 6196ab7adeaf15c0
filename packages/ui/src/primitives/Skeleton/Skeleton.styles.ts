import styled, { keyframes } from 'styled-components'

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`

export const Block = styled.span<{ $width: string; $height: string; $radius: 'sm' | 'md' | 'lg' | 'pill' }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  animation: ${pulse} 1.4s ease-in-out infinite;
`
