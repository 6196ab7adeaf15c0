import { ResetPasswordScreen } from '@gavel/ui/areas/identity'
import { useState } from 'react'
import { useSearchParams } from 'react-router'

/**
 * /password?token= (shell §5; the guard sends a visit without a token to /login). The token is read once and then
 * taken out of the address bar and the history entry, so it is not left in the browser's history or sent on as a
 * referrer.
 */
export const PasswordRoute = () => {
  const [params] = useSearchParams()
  const [token] = useState(() => {
    const value = params.get('token') ?? ''
    window.history.replaceState(window.history.state, '', window.location.pathname)
    return value
  })
  return <ResetPasswordScreen token={token} />
}
