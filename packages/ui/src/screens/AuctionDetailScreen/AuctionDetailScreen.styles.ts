import styled from 'styled-components'
import { aboveBottomNav } from '../../theme/bottomNav'
import { factLabel } from '../../theme/factLabel'

export const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[3]};
    padding-bottom: ${aboveBottomNav(32)};
  }
`

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`

export const Aside = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  position: sticky;
  top: ${({ theme }) => theme.space[4]};
`

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    ${factLabel}
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`

export const Summary = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`

export const Headline = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.text};
  }
`

export const SkeletonLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`
