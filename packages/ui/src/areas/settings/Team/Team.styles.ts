import styled, { css } from 'styled-components'

export const Requests = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.surfaceSunken};
  }
`

export const Request = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} 0;
`

export const StatusTag = styled.span<{ $status: string }>`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme, $status }) =>
    $status === 'pending'
      ? css`color: ${theme.colors.warning}; background: ${theme.colors.warningSoft};`
      : $status === 'placed'
        ? css`color: ${theme.colors.success}; background: ${theme.colors.successSoft};`
        : css`color: ${theme.colors.danger}; background: ${theme.colors.dangerSoft};`}
`

export const Receipt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

export const Members = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.surfaceSunken};
  }
`

export const MemberRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1.2fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[3]} 0;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`

export const Who = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  select {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
  }
`
