import { isDomainError, messageOf } from '@gavel/domain'
import { useCallback, useRef, useState } from 'react'

/** Where one action stands: nothing yet, in flight, confirmed by the server, or refused (with why). */
export type ActionPhase<R> =
  | { readonly kind: 'idle' }
  | { readonly kind: 'inFlight' }
  | { readonly kind: 'done'; readonly result: R }
  | { readonly kind: 'failed'; readonly message: string }

/**
 * Runs one action at a time: in flight at once, a second submit while in flight is ignored (never a second
 * request), the server's answer or its reason kept, a canceled request silent (marketplace §8).
 */
export const useActionPhase = <A extends unknown[], R>(action: (...args: A) => Promise<R>) => {
  const [phase, setPhase] = useState<ActionPhase<R>>({ kind: 'idle' })
  const busy = useRef(false)
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (busy.current) return undefined
      busy.current = true
      setPhase({ kind: 'inFlight' })
      try {
        const result = await action(...args)
        setPhase({ kind: 'done', result })
        return result
      } catch (err) {
        const canceled = isDomainError(err) && err._tag === 'RequestCanceled'
        setPhase(canceled ? { kind: 'idle' } : { kind: 'failed', message: messageOf(err) })
        return undefined
      } finally {
        busy.current = false
      }
    },
    [action],
  )
  const reset = useCallback(() => setPhase({ kind: 'idle' }), [])
  return { phase, run, reset, inFlight: phase.kind === 'inFlight' }
}
