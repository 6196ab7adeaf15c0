import { Link } from 'react-router'
import styled from 'styled-components'
import { RowList } from '../../primitives/RowList'

export const Page = styled.div`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[3]};
  }
`

export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

export const Counts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

export const List = RowList

const entry = `
  display: block;
  width: 100%;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`

export const EntryLink = styled(Link)`
  ${entry}
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`

export const EntryButton = styled.button`
  ${entry}
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`

export const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`
