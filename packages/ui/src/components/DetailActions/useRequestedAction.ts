import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ACTION_PARAM, type DetailActionName, parseDetailAction } from './detailActionParam'

/**
 * The action `?action=` asked for when the page loaded, kept for this page's life so it happens once; the
 * parameter leaves the URL at once (replace: no extra history entry), so a reload or a shared link does not
 * repeat it.
 */
export const useRequestedAction = (): DetailActionName | null => {
  const [params, setParams] = useSearchParams()
  const [requested] = useState(() => parseDetailAction(params.get(ACTION_PARAM)))
  const present = params.has(ACTION_PARAM)
  useEffect(() => {
    if (!present) return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(ACTION_PARAM)
        return next
      },
      { replace: true },
    )
  }, [present, setParams])
  return requested
}
