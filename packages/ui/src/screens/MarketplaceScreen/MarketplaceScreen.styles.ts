import styled from 'styled-components'

export const Page = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[3]};
    /* Room for the mobile bottom navigation (shell §2.1) and the home indicator. */
    padding-bottom: calc(88px + env(safe-area-inset-bottom, 0px));
  }
`

export const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

export const Rows = styled.div`
  position: relative;
  width: 100%;
`

export const Row = styled.div<{ $columns: number }>`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[4]};
`

export const Cell = styled.div`
  min-width: 0;
`

export const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`

export const Status = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`
