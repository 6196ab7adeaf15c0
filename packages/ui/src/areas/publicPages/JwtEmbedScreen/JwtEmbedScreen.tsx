import { SessionControl } from '@gavel/domain'
import { handshakeToken, JwtEmbedMessages, type JwtEmbedPlan, JwtEmbedTexts } from '@gavel/domain/areas/publicPages'
import { useEffect, useRef, useState } from 'react'
import { EmptyState } from '../../../primitives/EmptyState'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'

export interface JwtEmbedScreenProps {
  readonly plan: JwtEmbedPlan
  /** Signed in: the app goes to the whitelisted page. */
  readonly onSignedIn: (to: string) => void
  /** The window the handshake talks to (the frame's parent); `window.parent` in the app. */
  readonly parent?: Pick<Window, 'postMessage'> | null
}

/**
 * /jwt-embed (shell §2.2, ADR 0029): refuses an unknown target or a parent that may not frame it; otherwise
 * signs in with the fragment's token, or asks the allowed parent for one by postMessage (answers from any other
 * origin are ignored), then hands the target up. The token is never shown, logged or put in a URL.
 */
export const JwtEmbedScreen = ({ plan, onSignedIn, parent = null }: JwtEmbedScreenProps) => {
  const session = useService(SessionControl)
  const [refusal, setRefusal] = useState<string | null>(plan.kind === 'refuse' ? plan.reason : null)
  const started = useRef(false)

  useEffect(() => {
    if (plan.kind === 'refuse' || started.current) return
    const signIn = (token: string, to: string) => {
      started.current = true
      session.signInWithSso(token).then(
        () => onSignedIn(to),
        () => setRefusal(JwtEmbedTexts.refusedToken),
      )
    }
    if (plan.kind === 'sign-in') return signIn(plan.token, plan.to)
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== plan.parentOrigin || started.current) return
      const token = handshakeToken(event.data)
      if (token !== null) signIn(token, plan.to)
    }
    window.addEventListener('message', onMessage)
    parent?.postMessage({ type: JwtEmbedMessages.ready }, plan.parentOrigin)
    return () => window.removeEventListener('message', onMessage)
  }, [plan, parent, session, onSignedIn])

  if (refusal !== null) {
    return (
      <div>
        <EmptyState title="This page isn't available here" level={1}>
          <p role="alert">{refusal}</p>
        </EmptyState>
      </div>
    )
  }
  const text = plan.kind === 'await-token' && !started.current ? JwtEmbedTexts.waiting : JwtEmbedTexts.signingIn
  return (
    <div aria-busy="true">
      <EmptyState title={text} level={1}>
        <Spinner label={text} />
      </EmptyState>
    </div>
  )
}
