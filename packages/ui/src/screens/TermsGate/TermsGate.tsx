import type { UserId } from '@gavel/domain'
import { lazy } from 'react'
import { LazyPart } from '../../components/Deferred/LazyPart'
import { useTermsGate } from './useTermsGate'

/** The modal's code loads only when a user has terms to accept (docs/adr/0053). */
const TermsModal = lazy(async () => ({ default: (await import('../../components/TermsModal/TermsModal')).TermsModal }))

export interface TermsGateProps {
  /** The signed-in user; mount with `key={userId}` so another user starts afresh. */
  readonly userId: UserId
}

/**
 * Asks a signed-in user to accept updated terms of service (marketplace §4, §5): renders nothing until a check
 * says acceptance is required, then the modal (its code loaded then) until the user accepts.
 */
export const TermsGate = ({ userId }: TermsGateProps) => {
  const gate = useTermsGate(userId)
  if (!gate.modalOpen) return null
  return (
    <LazyPart>
      <TermsModal document={gate.document} pdfUrl={gate.pdfUrl} accepting={gate.accepting} onAccept={gate.accept} />
    </LazyPart>
  )
}
