import { Messages, scrolledToEnd, type TermsDocument, termsModalControls } from '@gavel/domain'
import { type UIEvent, useCallback, useId, useLayoutEffect, useRef, useState } from 'react'
import { Button } from '../../primitives/Button'
import { Spinner } from '../../primitives/Spinner'
import { Actions, Agreement, Dialog, Hint, Terms, Title } from './TermsModal.styles'
import { TermsText } from './TermsText'

/** The modal's own words; the spec gives only the title (marketplace §9). */
export const TermsModalTexts = {
  title: Messages.termsModalTitle,
  agree: 'I have read and agree to the Terms of Service',
  scrollFirst: 'Scroll to the end of the terms to continue.',
  tickFirst: 'Tick the box to agree to the Terms of Service first.',
  accept: 'Accept',
  downloadPdf: 'Download PDF',
  loading: 'Loading the terms…',
  termsRegion: 'Terms of Service text',
} as const

export interface TermsModalProps {
  /** The terms as plain text; null while they load. */
  readonly document: TermsDocument | null
  readonly pdfUrl: string
  /** The acceptance is on its way: the button shows a spinner and ignores clicks. */
  readonly accepting?: boolean
  readonly onAccept: () => void
}

/**
 * The terms-of-service modal (marketplace §5): it cannot be dismissed (no close button, clicking away and Escape
 * do nothing); the checkbox enables once the terms are scrolled to within 25px of the bottom, and Accept once the
 * checkbox is ticked. A proper modal dialog: labelled by its title, focus kept inside. The terms render as text.
 */
export const TermsModal = ({ document, pdfUrl, accepting = false, onAccept }: TermsModalProps) => {
  const titleId = useId()
  const hintId = useId()
  const terms = useRef<HTMLDivElement>(null)
  const [reachedEnd, setReachedEnd] = useState(false)
  const [checked, setChecked] = useState(false)
  const controls = termsModalControls({ scrolledToEnd: reachedEnd && document !== null, checked })

  const measure = useCallback((element: HTMLElement | null) => {
    if (element !== null && scrolledToEnd(element)) setReachedEnd(true)
  }, [])
  // Terms short enough to show whole need no scrolling.
  useLayoutEffect(() => {
    if (document !== null) measure(terms.current)
  }, [document, measure])
  const onScroll = (event: UIEvent<HTMLDivElement>) => measure(event.currentTarget)

  return (
    <Dialog width={720} labelledBy={titleId} initialFocus={terms} data-testid="terms-backdrop">
      <Title id={titleId}>{TermsModalTexts.title}</Title>
      <Terms
        ref={terms}
        role="region"
        aria-label={TermsModalTexts.termsRegion}
        aria-busy={document === null}
        tabIndex={0}
        onScroll={onScroll}
      >
        {document === null ? (
          <p role="status">
            <Spinner decorative /> {TermsModalTexts.loading}
          </p>
        ) : (
          <TermsText document={document} />
        )}
      </Terms>
      <Agreement $enabled={controls.checkboxEnabled}>
        <input
          type="checkbox"
          checked={checked}
          disabled={!controls.checkboxEnabled || accepting}
          aria-describedby={controls.checkboxEnabled ? undefined : hintId}
          onChange={(event) => setChecked(event.currentTarget.checked)}
        />
        {TermsModalTexts.agree}
      </Agreement>
      {!controls.checkboxEnabled && <Hint id={hintId}>{TermsModalTexts.scrollFirst}</Hint>}
      <Actions>
        <a href={pdfUrl} download target="_blank" rel="noopener noreferrer">
          {TermsModalTexts.downloadPdf}
        </a>
        <Button
          loading={accepting}
          disabledReason={
            controls.submitEnabled
              ? null
              : controls.checkboxEnabled
                ? TermsModalTexts.tickFirst
                : TermsModalTexts.scrollFirst
          }
          onClick={onAccept}
        >
          {TermsModalTexts.accept}
        </Button>
      </Actions>
    </Dialog>
  )
}
