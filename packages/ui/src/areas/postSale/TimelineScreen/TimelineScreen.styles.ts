import styled from 'styled-components'

export const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const tone = {
  not_started: ['surfaceSunken', 'textMuted'],
  in_progress: ['infoSoft', 'info'],
  done: ['successSoft', 'success'],
  needs_action: ['warningSoft', 'warning'],
} as const

export type Tone = keyof typeof tone

export const Step = styled.li<{ $status: Tone }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme, $status }) => theme.colors[tone[$status][1]]};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    grid-column: 1 / -1;
  }
  a {
    grid-column: 1 / -1;
    justify-self: start;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
`

export const Status = styled.span<{ $status: Tone }>`
  align-self: start;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ theme, $status }) => theme.colors[tone[$status][0]]};
  color: ${({ theme, $status }) => theme.colors[tone[$status][1]]};
`

export const When = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const Remaining = styled.p`
  font-family: ${({ theme }) => theme.fonts.numeric};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`
