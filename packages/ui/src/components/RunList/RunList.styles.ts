import styled from 'styled-components'

export const Group = styled.section`
  margin: 0 0 ${({ theme }) => theme.space[5]};
`

export const GroupTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`

export const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`

export const Row = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[3]};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 64px minmax(0, 1fr);
  }
`

export const Thumb = styled.img`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
`

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`

export const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

export const Alert = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warning};
`

export const Price = styled.div`
  text-align: right;
  font-family: ${({ theme }) => theme.fonts.numeric};
  ${({ theme }) => theme.media.mobile} {
    grid-column: 2;
    text-align: left;
  }
`
