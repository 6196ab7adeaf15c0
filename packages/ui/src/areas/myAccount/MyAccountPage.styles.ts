import { Link } from 'react-router'
import styled from 'styled-components'
import { scrollShadows } from '../../theme/scrollShadows'
import { visuallyHidden } from '../../theme/visuallyHidden'

export const Frame = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
  }
`

export const Side = styled.nav`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`

export const Content = styled.div`
  min-width: 0;
`

export const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`

/** On mobile the simplified header shows the page's title (shell §2.1): the heading stays for screen readers. */
export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${({ theme }) => theme.media.mobile} {
    ${visuallyHidden}
  }
`

export const BackToMenu = styled(Link)`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }
`

/** Scrolls sideways, with a shadow where more tabs are, when its tabs do not fit (a 375 px phone). */
export const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  ${scrollShadows}
`

export const Tab = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  white-space: nowrap;
  border-bottom: 3px solid transparent;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`

export const Count = styled.span`
  min-width: 24px;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`
