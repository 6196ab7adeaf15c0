import styled from 'styled-components'

/** The password rules, stated before submit (issue 13, ADR 0029). */
export const Rules = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
