import styled from 'styled-components'

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`

export const Control = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  ${({ theme }) => theme.media.mobile} {
    /* Show and Sort by side by side on one line (issue 10: the first card's photo in the first viewport), each as
       wide as its longest option so "Ending soonest" is not cut at 375 px; on a narrower phone Sort by wraps to a
       line of its own rather than cut its text */
    flex: 1 1 auto;
    min-width: 0;
  }
`

export const Select = styled.select`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.mobile} {
    flex: 1;
    min-width: 0;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`
