import styled from 'styled-components'
import { RowList } from '../../../primitives/RowList'

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
`

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  @media (max-width: 767px) {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > :first-child {
    flex: 1 1 260px;
  }
`

export const Summary = styled.p`
  margin: 0;
  padding-bottom: ${({ theme }) => theme.space[2]};
`

/** The flags on RowList's card, with larger corners and the stronger hairline of this page. */
export const FlagList = styled(RowList)`
  border-radius: ${({ theme }) => theme.radii.lg};
  & > li + li {
    border-top-color: ${({ theme }) => theme.colors.border};
  }
`

export const FlagRow = styled.li<{ $overridden: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) minmax(180px, auto);
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme, $overridden }) => ($overridden ? theme.colors.warning : 'transparent')};
  background: ${({ theme, $overridden }) => ($overridden ? theme.colors.warningSoft : 'transparent')};
  select {
    min-height: 44px;
    max-width: 100%;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
  > :last-child:not(select) {
    grid-column: 1 / -1;
  }
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`

export const Slug = styled.label`
  font-family: ${({ theme }) => theme.fonts.numeric};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`

export const Value = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
