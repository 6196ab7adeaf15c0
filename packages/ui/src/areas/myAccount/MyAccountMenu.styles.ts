import { NavLink } from 'react-router'
import styled from 'styled-components'

export const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space[4]};
  }
`

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`

export const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.mobile} {
    min-height: 48px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceSunken};
    border-radius: 0;
  }
`
