import styled from 'styled-components'
import { media } from '../../../theme'

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  }
`

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  > a {
    display: flex;
    flex: 1 1 auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  > a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img,
  .no-photo {
    flex: 0 0 auto;
    width: 120px;
    height: 80px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ${media.mobile} {
    flex-wrap: wrap;
    img,
    .no-photo {
      width: 88px;
      height: 64px;
    }
  }
`
