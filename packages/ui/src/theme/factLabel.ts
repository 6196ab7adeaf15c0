import { css } from 'styled-components'

/** The term of a fact in a description list (the detail page's facts, seller stats, Carfax figures). */
export const factLabel = css`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
`
