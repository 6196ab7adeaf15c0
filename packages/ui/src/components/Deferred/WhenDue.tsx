import { Messages } from '@gavel/domain'
import { type ReactNode, Suspense } from 'react'
import { useToast } from '../../toast'
import { PartBoundary } from './PartBoundary'

/**
 * A part of the shell whose code loads only when it is due (a running tour, the terms modal, the dev-tools panel:
 * docs/adr/0053). Nothing shows while the code downloads; if it cannot be downloaded (the network dropped, a deploy
 * replaced the file) the part stays away and the app's default error toast says so once, and the page stays up.
 */
export const WhenDue = ({ children }: { readonly children: ReactNode }) => {
  const toast = useToast()
  return (
    <PartBoundary fallback={null} onError={() => toast.show('error', Messages.defaultApiError)}>
      <Suspense fallback={null}>{children}</Suspense>
    </PartBoundary>
  )
}
