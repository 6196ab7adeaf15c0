import styled from 'styled-components'

export const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`

export const PanelTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`

export const History = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding-left: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`

export const ActionRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
`

export const Blocked = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

export const Refused = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`

export const Done = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.success};
`
