import { type CSSProperties, type ReactNode, type RefObject, useEffect, useRef } from 'react'
import styled from 'styled-components'

export interface PopoverDialogProps {
  readonly labelledBy: string
  readonly describedBy?: string
  /** Where focus goes each time `focusKey` changes (a tour's step); else the popover itself. */
  readonly initialFocus?: RefObject<HTMLElement | null>
  readonly focusKey?: unknown
  /** Escape. */
  readonly onDismiss: () => void
  /** The popover element, for whoever places it. */
  readonly popoverRef?: RefObject<HTMLDivElement | null>
  readonly className?: string
  readonly style?: CSSProperties
  readonly children: ReactNode
  readonly 'data-testid'?: string
}

const Root = styled.div`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`

/**
 * A non-modal dialog beside the content it explains (a tour's step): the page stays usable, focus moves in when it
 * opens or `focusKey` changes, Escape dismisses it, and focus goes back where it was when it goes. Modal dialogs use
 * `Dialog`.
 */
export const PopoverDialog = ({
  labelledBy,
  describedBy,
  initialFocus,
  focusKey,
  onDismiss,
  popoverRef,
  className,
  style,
  children,
  'data-testid': testId,
}: PopoverDialogProps) => {
  const own = useRef<HTMLDivElement>(null)
  const ref = popoverRef ?? own
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves again whenever `focusKey` (the step) changes
  useEffect(() => {
    const root = ref.current
    if (root === null) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    ;(initialFocus?.current ?? root).focus({ preventScroll: true })
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true })
    }
  }, [ref, initialFocus, focusKey])
  return (
    <Root
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      className={className}
      style={style}
      data-testid={testId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        onDismiss()
      }}
    >
      {children}
    </Root>
  )
}
