import styled from 'styled-components'

export const Track = styled.div<{ $failed: boolean }>`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.primary)};
    transition: width 0.2s linear;
  }
`
