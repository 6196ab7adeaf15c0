import { useState } from 'react'
import { TextField, type TextFieldProps } from '../TextField'
import { Row, Toggle } from './PasswordField.styles'

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>

/**
 * A password input with a Show/Hide button (the button says what it does and whether the password shows, via
 * aria-pressed). Its error never contains the password: callers pass rule texts only.
 */
export const PasswordField = ({ label, ...props }: PasswordFieldProps) => {
  const [shown, setShown] = useState(false)
  return (
    <Row>
      <TextField {...props} label={label} type={shown ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" />
      <Toggle
        type="button"
        aria-pressed={shown}
        aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? 'Hide' : 'Show'}
      </Toggle>
    </Row>
  )
}
