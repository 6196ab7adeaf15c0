import type { UserId } from '@gavel/domain'
import { TermsModal } from '../../components/TermsModal'
import { useTermsGate } from './useTermsGate'

export interface TermsGateProps {
  /** The signed-in user; mount with `key={userId}` so another user starts afresh. */
  readonly userId: UserId
}

/**
 * Asks a signed-in user to accept updated terms of service (marketplace §4, §5): renders nothing until a check
 * says acceptance is required, then the modal until the user accepts.
 */
export const TermsGate = ({ userId }: TermsGateProps) => {
  const gate = useTermsGate(userId)
  if (!gate.modalOpen) return null
  return <TermsModal document={gate.document} pdfUrl={gate.pdfUrl} accepting={gate.accepting} onAccept={gate.accept} />
}
