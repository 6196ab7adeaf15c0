import styled from 'styled-components'

export const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`
