import { useId, useRef } from 'react'
import { Button } from '../../primitives/Button'
import { Actions, Backdrop, Body, Title, WelcomeCard } from './Tour.styles'
import { TourTexts } from './tourContent'
import { useDialogKeys } from './useDialogKeys'

export interface TourWelcomeModalProps {
  /** START TUTORIAL: starts chapter 1 (shell §4.5). */
  readonly onStart: () => void
  /** SKIP (or Escape): jumps to the revisit step and logs a skipped event (shell §4.5). */
  readonly onSkip: () => void
}

/** The tours' welcome modal (shell §4.5): START TUTORIAL or SKIP; focus starts on START TUTORIAL and stays inside. */
export const TourWelcomeModal = ({ onStart, onSkip }: TourWelcomeModalProps) => {
  const titleId = useId()
  const bodyId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const start = useRef<HTMLButtonElement>(null)
  useDialogKeys(dialog, { initial: start, onEscape: onSkip, modal: true })
  return (
    <Backdrop>
      <WelcomeCard ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId}>
        <Title id={titleId}>{TourTexts.welcomeTitle}</Title>
        <Body id={bodyId}>{TourTexts.welcomeBody}</Body>
        <Actions>
          <Button variant="ghost" onClick={onSkip}>
            {TourTexts.skip}
          </Button>
          <Button ref={start} onClick={onStart}>
            {TourTexts.start}
          </Button>
        </Actions>
      </WelcomeCard>
    </Backdrop>
  )
}
