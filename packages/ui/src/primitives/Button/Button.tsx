import { type ButtonHTMLAttributes, type MouseEvent, type Ref, useId } from 'react'
import { Spinner } from '../Spinner'
import { type ButtonVariant, Label, Reason, StyledButton } from './Button.styles'

export type { ButtonVariant }

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant
  readonly size?: 'sm' | 'md' | 'lg'
  /** Work in flight: a spinner, aria-busy, and clicks ignored; the button keeps focus and width. */
  readonly loading?: boolean
  /** Why the action is unavailable: the button is aria-disabled, keeps focus and says why (title + description). */
  readonly disabledReason?: string | null
  readonly fullWidth?: boolean
  readonly ref?: Ref<HTMLButtonElement>
}

/** The one button. A disabled action says why instead of silently greying out (ADR 0029: limited users). */
export const Button = ({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabledReason = null,
  fullWidth = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) => {
  const reasonId = useId()
  const blocked = loading || disabledReason !== null
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <>
      <StyledButton
        {...rest}
        type={type}
        $variant={variant}
        $size={size}
        $fullWidth={fullWidth}
        $blocked={blocked}
        $unavailable={disabledReason !== null}
        aria-busy={loading || undefined}
        aria-disabled={blocked || undefined}
        aria-describedby={disabledReason !== null ? reasonId : rest['aria-describedby']}
        title={disabledReason ?? rest.title}
        onClick={handleClick}
      >
        {loading && <Spinner decorative />}
        <Label>{children}</Label>
      </StyledButton>
      {disabledReason !== null && <Reason id={reasonId}>{disabledReason}</Reason>}
    </>
  )
}
