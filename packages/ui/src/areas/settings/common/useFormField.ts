import { useState } from 'react'

/**
 * A form's typed values and the errors shown: a field is checked when it loses focus and every field on submit;
 * typing clears that field's error. Values stay as typed after a server refusal.
 */
export const useFormFields = <F extends Record<string, string>>(
  initial: F,
  check: (field: keyof F, values: F) => string | null,
) => {
  const [values, setValues] = useState<F>(initial)
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({})
  const set = (field: keyof F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const blur = (field: keyof F) => setErrors((e) => ({ ...e, [field]: check(field, values) ?? undefined }))
  const checkAll = (): boolean => {
    const next: Partial<Record<keyof F, string>> = {}
    for (const f of Object.keys(values) as (keyof F)[]) {
      const e = check(f, values)
      if (e !== null) next[f] = e
    }
    setErrors(next)
    return Object.keys(next).length === 0
  }
  const bind = (field: keyof F) => ({
    value: values[field],
    error: errors[field] ?? null,
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    onBlur: () => blur(field),
  })
  return { values, errors, set, bind, checkAll, reset: setValues }
}
