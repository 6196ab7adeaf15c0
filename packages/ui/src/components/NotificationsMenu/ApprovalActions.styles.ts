import styled from 'styled-components'

export const Choices = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]} calc(56px + ${({ theme }) => theme.space[4]} + ${({ theme }) => theme.space[3]});
  ${({ theme }) => theme.media.mobile} {
    padding-left: ${({ theme }) => theme.space[4]};
  }
`

export const Choice = styled.button<{ $primary: boolean }>`
  flex: 1;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $primary }) => ($primary ? '#ffffff' : theme.colors.primary)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

export const Receipt = styled.span<{ $tone: 'success' | 'danger' | 'neutral' }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.text};
  &:empty {
    padding: 0;
  }
`

export const ReceiptTitle = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`
