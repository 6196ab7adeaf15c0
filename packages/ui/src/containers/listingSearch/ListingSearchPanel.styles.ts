import styled from 'styled-components'

/* On a phone the panel stays compact, so the first auction card's photo is in the first viewport (issue 10). */
export const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} 0;
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space[2]};
    padding: 0 0 ${({ theme }) => theme.space[2]};
  }
`

/** The search box and the Filters button: one line on a phone too. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  ${({ theme }) => theme.media.mobile} {
    flex-wrap: nowrap;
    & > :first-child {
      flex: 1 1 0;
    }
  }
`

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Chip = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`
