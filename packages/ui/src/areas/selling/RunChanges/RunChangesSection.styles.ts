import styled from 'styled-components'

export const Box = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & h3 {
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
`

export const Lines = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
`

export const Added = styled.li`
  color: ${({ theme }) => theme.colors.danger};
`

export const Fixed = styled.li`
  color: ${({ theme }) => theme.colors.success};
`

export const Scroll = styled.div`
  overflow-x: auto;
  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceSunken};
    text-align: left;
    white-space: nowrap;
  }
  & td {
    font-family: ${({ theme }) => theme.fonts.numeric};
  }
`

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`
