import { type RefObject, useId, useRef } from 'react'
import { Button } from '../../primitives/Button'
import { Actions, Body, PopoverCard, Progress, Spread, Title } from './Tour.styles'
import { type TourStep, TourTexts } from './tourContent'

export interface TourPopoverProps {
  readonly step: TourStep
  /** Position in the chapter (0-based) and its length; null for the welcome chapter's named steps. */
  readonly index: number | null
  readonly total: number
  /** Fixed coordinates from placePopover; null before they are measured (the popover is then hidden). */
  readonly position: { readonly top: number; readonly left: number } | null
  readonly onNext: () => void
  readonly onPrevious: () => void
  readonly onSkip: () => void
  readonly onFinish: () => void
  /** The card, for the layer to measure. */
  readonly cardRef?: RefObject<HTMLDivElement | null>
}

/**
 * One step of a tour (shell §4.5): its header and content, "Step n of m", Previous, Next or Finish on the last
 * step, and Skip tour. A non-modal dialog: focus moves to its main button at each step, Escape skips the tour.
 */
export const TourPopover = ({
  step,
  index,
  total,
  position,
  onNext,
  onPrevious,
  onSkip,
  onFinish,
  cardRef,
}: TourPopoverProps) => {
  const titleId = useId()
  const bodyId = useId()
  const main = useRef<HTMLButtonElement>(null)
  const last = index === null || index >= total - 1
  return (
    <PopoverCard
      popoverRef={cardRef}
      labelledBy={titleId}
      describedBy={bodyId}
      initialFocus={main}
      focusKey={`${index}-${step.header}`}
      onDismiss={onSkip}
      data-testid="tour-step"
      style={position === null ? { visibility: 'hidden' } : { top: position.top, left: position.left }}
    >
      <Title id={titleId}>{step.header}</Title>
      <Body id={bodyId}>{step.content}</Body>
      <Actions>
        {index !== null && total > 1 && (
          <Progress>
            Step {index + 1} of {total}
          </Progress>
        )}
        <Spread />
        {!last && (
          <Button variant="ghost" size="sm" onClick={onSkip}>
            {TourTexts.skipTour}
          </Button>
        )}
        {index !== null && index > 0 && (
          <Button variant="secondary" size="sm" onClick={onPrevious}>
            {TourTexts.previous}
          </Button>
        )}
        <Button ref={main} size="sm" onClick={last ? onFinish : onNext}>
          {last ? TourTexts.finish : TourTexts.next}
        </Button>
      </Actions>
    </PopoverCard>
  )
}
