import styled from 'styled-components'
import { factLabel } from '../../theme/factLabel'

export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0 0 ${({ theme }) => theme.space[2]};
  dt {
    ${factLabel}
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`

export const Alerts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-left: 4px solid ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`
