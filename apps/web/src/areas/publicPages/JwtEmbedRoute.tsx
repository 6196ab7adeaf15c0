import { jwtEmbedPlan } from '@gavel/domain/areas/publicPages'
import { JwtEmbedScreen } from '@gavel/ui/areas/publicPages'
import { useCallback, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'

/** The origin of the frame's parent, when the page is framed and the browser tells. */
const parentOrigin = (): string | null => {
  const ancestors = window.location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null
  try {
    return document.referrer === '' ? null : new URL(document.referrer).origin
  } catch {
    return null
  }
}

/**
 * /jwt-embed (shell §2.2, ADR 0029): the target from the query, the token from the fragment (then removed from
 * the address bar) or from the allowed parent's postMessage.
 */
export const JwtEmbedRoute = () => {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [plan] = useState(() => {
    const fragmentToken = new URLSearchParams(window.location.hash.slice(1)).get('token')
    if (window.location.hash !== '') {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`)
    }
    const framed = window.self !== window.top
    return jwtEmbedPlan({
      target: params.get('target'),
      fragmentToken,
      framed,
      parentOrigin: framed ? parentOrigin() : null,
    })
  })
  const onSignedIn = useCallback((to: string) => void navigate(to, { replace: true }), [navigate])
  return (
    <JwtEmbedScreen plan={plan} onSignedIn={onSignedIn} parent={window.self !== window.top ? window.parent : null} />
  )
}
