import styled from 'styled-components'

export const Page = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[3]};
  }
`

export const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  & label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

/** A table on desktop; on mobile each row becomes a card whose cells carry their column name. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  border-radius: ${({ theme }) => theme.radii.md};
  & th,
  & td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceSunken};
  }
  & th[scope='col'] {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ theme }) => theme.media.mobile} {
    & thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    & tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      padding: ${({ theme }) => theme.space[2]} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    & th[scope='row'] {
      grid-column: 1 / -1;
    }
    & th,
    & td {
      border: none;
      padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    }
    & td::before {
      content: attr(data-label);
      display: block;
      font-size: ${({ theme }) => theme.fontSizes.xs};
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`

export const Bar = styled.span`
  display: block;
  height: 6px;
  margin-top: 4px;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: 3px;
  & > span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    border-radius: 3px;
  }
`

export const Weeks = styled.span`
  display: inline-flex;
  align-items: flex-end;
  gap: 3px;
  height: 28px;
  & > span {
    width: 10px;
    min-height: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`

export const Trend = styled.span<{ $direction: 'up' | 'down' | 'flat' }>`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $direction }) =>
    $direction === 'up' ? theme.colors.success : $direction === 'down' ? theme.colors.danger : theme.colors.text};
`
