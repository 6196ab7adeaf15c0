import styled, { css } from 'styled-components'
import { visuallyHidden } from '../../theme/visuallyHidden'

/** The button's look: primary action, secondary, destructive, or text-like. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
  `,
} as const

const sizes = {
  sm: css`
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
} as const

/** Muted but still AA: text on the sunken surface (not opacity, which would break contrast). */
const unavailable = css`
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  border-color: ${({ theme }) => theme.colors.border};
  cursor: not-allowed;
`

export const StyledButton = styled.button<{
  $variant: ButtonVariant
  $size: 'sm' | 'md' | 'lg'
  $fullWidth: boolean
  $blocked: boolean
  $unavailable: boolean
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: ${({ $blocked, $unavailable }) => ($unavailable ? 'not-allowed' : $blocked ? 'progress' : 'pointer')};
  touch-action: manipulation;
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  ${({ $unavailable }) => $unavailable && unavailable}
  &:disabled {
    ${unavailable}
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

export const Label = styled.span`
  white-space: nowrap;
`

export const Reason = styled.span`
  ${visuallyHidden}
`
