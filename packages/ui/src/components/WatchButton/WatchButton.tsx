import { useEffect, useRef, useState } from 'react'
import { Button } from '../../primitives/Button'
import { useToast } from '../../toast/ToastProvider'

export interface WatchButtonProps {
  /** Asks the server to watch (true) or unwatch (false); resolves with whether the auction is now watched. */
  readonly onToggle: (watch: boolean) => Promise<boolean>
  /** isOnWatchList as the server last said. */
  readonly watched: boolean
  readonly disabledReason?: string | null
  /** `?action=watch`: put the auction on the watchlist once (doing nothing when it already is). */
  readonly requested?: boolean
  /** Told the server's answer, so the page can refetch what depends on it. */
  readonly onChanged?: (watched: boolean) => void
}

/**
 * Watch / unwatch (marketplace §7 POST and DELETE watchlist/saved_auction/{id}): the button flips at once and
 * flips back with an error toast when the server refuses.
 */
export const WatchButton = ({
  onToggle,
  watched,
  disabledReason = null,
  requested = false,
  onChanged,
}: WatchButtonProps) => {
  const toast = useToast()
  const [shown, setShown] = useState(watched)
  const busy = useRef(false)
  useEffect(() => {
    if (!busy.current) setShown(watched)
  }, [watched])

  const toggle = async (to: boolean) => {
    if (busy.current || disabledReason !== null) return
    busy.current = true
    setShown(to)
    try {
      const now = await onToggle(to)
      setShown(now)
      onChanged?.(now)
    } catch (err) {
      setShown(!to)
      toast.showError(err)
    } finally {
      busy.current = false
    }
  }

  const once = useRef(false)
  const latest = useRef({ toggle, watched })
  latest.current = { toggle, watched }
  useEffect(() => {
    if (!requested || once.current) return
    once.current = true
    if (!latest.current.watched) void latest.current.toggle(true)
  }, [requested])

  return (
    <Button
      variant="secondary"
      aria-pressed={shown}
      disabledReason={disabledReason}
      onClick={() => void toggle(!shown)}
    >
      <span aria-hidden="true">{shown ? '★' : '☆'}</span> Watch
    </Button>
  )
}
