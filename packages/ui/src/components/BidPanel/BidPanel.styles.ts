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
