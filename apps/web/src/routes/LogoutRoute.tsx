import { SessionControl } from '@gavel/domain'
import { Spinner, useService } from '@gavel/ui'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'

/**
 * /logout (shell §4.2): clears the user, tokens and stored tokens (SessionControl.signOut always clears, even
 * when the server call fails, and joins a sign-out already under way), then lands on /login. A remembered
 * return target survives for the next sign-in. Each arrival at /logout counts (the location's key): a 401 from a
 * request still in flight sends the app here again after it left for /login, and the page must leave again rather
 * than wait on "Signing out…" for good.
 */
export const LogoutRoute = () => {
  const session = useService(SessionControl)
  const navigate = useNavigate()
  const { key } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is each arrival at /logout, which must leave again
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
  }, [session, navigate, key])
  return <Spinner label="Signing out…" />
}
