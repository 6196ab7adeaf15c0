import styled, { css } from 'styled-components'

export const Time = styled.time<{ $urgent: boolean; $ended: boolean }>`
  display: inline-block;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  padding: 1px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $ended }) => ($ended ? theme.colors.textMuted : theme.colors.text)};
  ${({ $urgent }) =>
    $urgent &&
    css`
      background: ${({ theme }) => theme.colors.urgent};
      color: ${({ theme }) => theme.colors.onPrimary};
    `}
`
