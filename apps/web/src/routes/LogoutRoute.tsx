import { SessionControl } from '@gavel/domain'
import { Spinner, useService } from '@gavel/ui'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'

/** One sign-out at a time, even when React runs the effect twice (StrictMode) or the user clicks twice. */
let inFlight: Promise<void> | null = null
const signOutOnce = (session: SessionControl): Promise<void> => {
  if (session.current() === null) return Promise.resolve()
  inFlight ??= session.signOut().finally(() => {
    inFlight = null
  })
  return inFlight
}

/**
 * /logout (shell §4.2): clears the user, tokens and stored tokens (SessionControl.signOut always clears, even
 * when the server call fails), then lands on /login. A remembered return target survives for the next sign-in.
 */
export const LogoutRoute = () => {
  const session = useService(SessionControl)
  const navigate = useNavigate()
  useEffect(() => {
    let live = true
    const leave = () => {
      if (live) void navigate('/login', { replace: true })
    }
    signOutOnce(session).then(leave, leave)
    return () => {
      live = false
    }
  }, [session, navigate])
  return <Spinner label="Signing out…" />
}
