import styled, { css } from 'styled-components'

/** On a phone the heading and the save button share a line, and the rest runs under them (issue 10). */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr auto;
    align-items: center;
    & > :nth-child(n + 3) {
      grid-column: 1 / -1;
    }
  }
`

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`

/** On a phone the saved searches scroll sideways in one row, however many there are (issue 10). */
export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    & > li {
      flex: 0 0 min(280px, 85%);
      padding: ${({ theme }) => theme.space[2]};
    }
  }
`

export const Entry = styled.li<{ $applied: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ $applied, theme }) =>
    $applied &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.infoSoft};
    `}
`

export const EntryText = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
`

export const Summary = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const EntryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

/** The saved-search form inside its dialog. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`
