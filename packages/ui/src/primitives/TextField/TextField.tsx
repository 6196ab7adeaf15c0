import { type InputHTMLAttributes, type Ref, useId } from 'react'
import { ErrorText, Field, Hint, Input, Label } from './TextField.styles'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string
  /** The error to show under the field; marks the input aria-invalid. */
  readonly error?: string | null
  readonly hint?: string
  readonly ref?: Ref<HTMLInputElement>
}

/** A labelled input whose error is announced and tied to it by aria-describedby. */
export const TextField = ({ label, error = null, hint, ref, ...input }: TextFieldProps) => {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...input}
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={Boolean(error)}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  )
}
