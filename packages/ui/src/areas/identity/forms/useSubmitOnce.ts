import { useCallback, useRef, useState } from 'react'

/**
 * Runs one submission at a time: a second submit while the first is in flight (a double click, Enter twice) is
 * ignored — a ref guards it before React re-renders — and `pending` disables the form meanwhile.
 */
export const useSubmitOnce = () => {
  const inFlight = useRef(false)
  const [pending, setPending] = useState(false)
  const run = useCallback(async (work: () => Promise<void>) => {
    if (inFlight.current) return
    inFlight.current = true
    setPending(true)
    try {
      await work()
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }, [])
  return { pending, run }
}
