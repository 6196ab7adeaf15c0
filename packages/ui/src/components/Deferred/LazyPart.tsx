import { Messages } from '@gavel/domain'
import { type ReactNode, Suspense } from 'react'
import { useToast } from '../../toast'
import { PartBoundary } from './PartBoundary'

/**
 * A lazily loaded part of a page (the listing's search panel, a part of the shell): the placeholder while its code
 * downloads. If the code cannot be downloaded or the part fails to render, `failed` (the placeholder unless given)
 * stays in its place and the default error toast says so once. The rest of the page stays: a part never takes the
 * page down to the app's error state.
 */
export const LazyPart = ({
  children,
  placeholder = null,
  failed = placeholder,
}: {
  children: ReactNode
  placeholder?: ReactNode
  /** What stays after a failure; a skeleton that would look like loading for ever should give way to nothing. */
  failed?: ReactNode
}) => {
  const toast = useToast()
  return (
    <PartBoundary fallback={failed} onError={() => toast.show('error', Messages.defaultApiError)}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </PartBoundary>
  )
}
