import { useEffect } from 'react'
import { EmptyState } from '../../../primitives/EmptyState'

export interface LeavingScreenProps {
  /** The external page to go to. */
  readonly url: string
  /** Leaves (the app: `window.location.replace`, so Back does not bounce here again). */
  readonly leave: (url: string) => void
}

export const LeavingTexts = {
  title: 'Taking you to registration…',
  body: 'Registration continues on our registration site.',
  link: 'Continue to registration',
} as const

/** A legacy registration path (shell §2.2): leaves for the external registration page at once, with a link. */
export const LeavingScreen = ({ url, leave }: LeavingScreenProps) => {
  useEffect(() => leave(url), [url, leave])
  return (
    <EmptyState title={LeavingTexts.title} action={<a href={url}>{LeavingTexts.link}</a>}>
      <p>{LeavingTexts.body}</p>
    </EmptyState>
  )
}
