import { useCallback, useState } from 'react'

type Check<K extends string> = (field: K) => string | null

/**
 * Field errors shown on blur and on submit (the brief's "bad input" rule): a field's error appears once it was
 * left or the form was submitted, and follows what is typed from then on.
 */
export const useFieldErrors = <K extends string>(fields: readonly K[], check: Check<K>) => {
  const [touched, setTouched] = useState<ReadonlySet<K>>(new Set())
  const blur = useCallback((field: K) => setTouched((t) => (t.has(field) ? t : new Set([...t, field]))), [])
  const errorOf = (field: K): string | null => (touched.has(field) ? check(field) : null)
  /** Marks every field touched; true when all pass. */
  const validateAll = (): boolean => {
    setTouched(new Set(fields))
    return fields.every((f) => check(f) === null)
  }
  return { blur, errorOf, validateAll }
}
