import styled from 'styled-components'

export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

export const Settings = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`

export const Vehicles = styled.ol`
  max-height: 360px;
  overflow: auto;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: ${({ theme }) => theme.radii.sm};
  & > li {
    display: grid;
    grid-template-columns: 1fr 180px;
    gap: ${({ theme }) => theme.space[3]};
    align-items: start;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    content-visibility: auto;
    contain-intrinsic-size: auto 72px;
  }
  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.surfaceSunken};
  }
  ${({ theme }) => theme.media.mobile} {
    & > li {
      grid-template-columns: 1fr;
    }
  }
`

export const Outcome = styled.span<{ $ok: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`

export const Alert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`

export const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  & progress {
    width: 100%;
    height: 12px;
  }
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`
