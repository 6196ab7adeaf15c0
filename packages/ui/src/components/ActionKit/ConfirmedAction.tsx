import { type ReactNode, useEffect, useId, useState } from 'react'
import { Button, type ButtonVariant } from '../../primitives/Button'
import { Done, Refused, Section, SectionTitle } from './ActionKit.styles'
import { ConfirmDialog } from './ConfirmDialog'
import { useActionPhase } from './useActionPhase'

export interface ConfirmedActionProps<R> {
  /** The box's heading. */
  readonly title: string
  /** The action; runs only once confirmed, one at a time. */
  readonly action: () => Promise<R>
  readonly buttonLabel: string
  /** The button's text while the action is in flight. */
  readonly busyLabel: string
  readonly variant?: ButtonVariant
  readonly confirmTitle: string
  readonly confirmLabel: string
  /** What the confirmation says will happen. */
  readonly warning: ReactNode
  /** The success line, from the server's answer. */
  readonly doneText: (result: R) => string
  readonly disabledReason?: string | null
  /** Opened from the page's `?action=…`: the confirmation opens once (never the action without it). */
  readonly requested?: boolean
}

/**
 * An action of the detail page that cannot be undone (marketplace §3 purchase now, remove reserve): a button, a
 * confirmation saying what happens, then the action with its success line or the server's refusal.
 */
export const ConfirmedAction = <R,>({
  title,
  action,
  buttonLabel,
  busyLabel,
  variant,
  confirmTitle,
  confirmLabel,
  warning,
  doneText,
  disabledReason = null,
  requested = false,
}: ConfirmedActionProps<R>) => {
  const [confirming, setConfirming] = useState(false)
  const { phase, run, inFlight } = useActionPhase(action)
  const titleId = useId()
  useEffect(() => {
    if (requested && disabledReason === null) setConfirming(true)
  }, [requested, disabledReason])

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      <Button
        {...(variant === undefined ? {} : { variant })}
        fullWidth
        loading={inFlight}
        disabledReason={disabledReason}
        onClick={() => setConfirming(true)}
      >
        {inFlight ? busyLabel : buttonLabel}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={confirmTitle}
        confirmLabel={confirmLabel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void run()
        }}
      >
        {warning}
      </ConfirmDialog>
      <div role="status">{phase.kind === 'done' && <Done>{doneText(phase.result)}</Done>}</div>
      {phase.kind === 'failed' && <Refused role="alert">{phase.message}</Refused>}
    </Section>
  )
}
