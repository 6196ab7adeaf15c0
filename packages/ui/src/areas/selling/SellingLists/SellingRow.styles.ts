import { Link } from 'react-router'
import styled from 'styled-components'
import { RowList } from '../../../primitives/RowList'

export const Rows = RowList

export const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`

export const Title = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`

export const Facts = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const Figures = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[1]};
  ${({ theme }) => theme.media.mobile} {
    justify-items: start;
  }
  & strong {
    font-family: ${({ theme }) => theme.fonts.numeric};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

export const Exports = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`

export const ExportBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 180px;
  & progress {
    width: 100%;
  }
  & p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
