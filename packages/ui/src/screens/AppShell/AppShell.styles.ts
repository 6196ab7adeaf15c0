import styled from 'styled-components'

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
`

export const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`

export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: -48px;
  z-index: ${({ theme }) => theme.zIndices.banner};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:focus {
    top: ${({ theme }) => theme.space[2]};
  }
`
