import styled from 'styled-components'

/**
 * A list of rows on one card: no bullets, rounded, raised, a hairline between rows. The my-account lists (buying,
 * saved auctions, inspections) and the notifications page draw their rows in it.
 */
export const RowList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.surfaceSunken};
  }
`
