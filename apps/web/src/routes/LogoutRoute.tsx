import { SessionControl } from '@gavel/domain'
import { Spinner, useService } from '@gavel/ui'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'

/**
 * /logout (shell §4.2): clears the user, tokens and stored tokens (SessionControl.signOut always clears, even
 * when the server call fails, and joins a sign-out already under way), then lands on /login. A remembered
 * return target survives for the next sign-in.
 */
export const LogoutRoute = () => {
  const session = useService(SessionControl)
  const navigate = useNavigate()
  useEffect(() => {
    let live = true
    const leave = () => {
      if (live) void navigate('/login', { replace: true })
    }
    if (session.current() === null) leave()
    else session.signOut().then(leave, leave)
    return () => {
      live = false
    }
  }, [session, navigate])
  return <Spinner label="Signing out…" />
}
