import styled from 'styled-components'

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`

export const Card = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

export const FactList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
  }
`

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  & fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  & legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`

export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 32px;
  & input {
    width: 20px;
    height: 20px;
  }
`

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const Notice = styled.p<{ $tone: 'danger' | 'success' | 'info' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) =>
    $tone === 'danger'
      ? theme.colors.dangerSoft
      : $tone === 'success'
        ? theme.colors.successSoft
        : theme.colors.infoSoft};
  color: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.info};
`

export const Below = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`
