import styled from 'styled-components'
import { actionBox } from '../ActionKit/ActionKit.styles'

/** The bid panel: an action box of the detail page like the others. */
export const Form = styled.form`
  ${actionBox}
`

export const Current = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

/** The team limit line (ADR 0025): what the dealer may bid without an admin, or why this amount needs one. */
export const LimitLine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warning};
`

/** The bid went to an admin for approval: neither placed nor refused. */
export const Awaiting = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`
