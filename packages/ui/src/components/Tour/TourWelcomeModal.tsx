import { useId, useRef } from 'react'
import { Button } from '../../primitives/Button'
import { Actions, Body, Title, WelcomeCard } from './Tour.styles'
import { TourTexts } from './tourContent'

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
  const start = useRef<HTMLButtonElement>(null)
  return (
    <WelcomeCard width={480} labelledBy={titleId} describedBy={bodyId} initialFocus={start} onDismiss={onSkip}>
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
  )
}
