import { Link } from 'react-router'
import styled from 'styled-components'
import { RowList } from '../../../primitives/RowList'

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  & > form {
    display: flex;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space[2]};
    flex: 1 1 320px;
  }
  & > form > div {
    flex: 1;
  }
`

export const SelectField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  & select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`

export const SelectionBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  & > span {
    flex: 1;
  }
`

export const Rows = RowList

export const Row = styled.li`
  display: grid;
  grid-template-columns: 28px 1fr auto;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[3]};
  & input[type='checkbox'] {
    width: 20px;
    height: 20px;
    margin-top: 2px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 28px 1fr;
    & > :last-child {
      grid-column: 2;
    }
  }
`

export const RowTitle = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`

export const Facts = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`

export const RedLight = styled.div`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  & > p {
    margin: 0;
  }
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
`

export const ActionText = styled.span<{ $tone: 'muted' | 'success' }>`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.textMuted)};
  white-space: nowrap;
`

export const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
`

export const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
`

export const SkeletonRow = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
`
