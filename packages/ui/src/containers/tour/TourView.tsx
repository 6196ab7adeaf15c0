import type { TourChapter, TourState } from '@gavel/domain'
import { useEffect, useRef } from 'react'
import { Highlight } from '../../components/Tour/Tour.styles'
import { TourPopover } from '../../components/Tour/TourPopover'
import { TourWelcomeModal } from '../../components/Tour/TourWelcomeModal'
import { currentStep, TOURS } from '../../components/Tour/tourContent'
import type { TourStore } from '../../components/Tour/tourStore'
import { useTourPosition } from '../../components/Tour/useTourPosition'

export interface TourViewProps {
  readonly store: TourStore
  /** The welcome chapter: its step 0 is the welcome modal. */
  readonly welcomeChapter: TourChapter
  readonly running: TourChapter
  readonly step: TourState['step']
}

/**
 * What a running tour shows (shell §4.5): the welcome modal, or the current step's popover next to its `data-tour`
 * target with the target ringed. TourLayer loads it with the first tour that runs, so its texts, placement and
 * modal are not part of the shell for a dealer who has seen the tours.
 */
export const TourView = ({ store, welcomeChapter, running, step: at }: TourViewProps) => {
  const card = useRef<HTMLDivElement>(null)
  const welcome = running === welcomeChapter && at === 0
  const step = welcome ? null : currentStep(running, at)
  const layout = useTourPosition(step, card)
  // A chapter whose steps ran out (or that has none) finishes.
  const ranOut = !welcome && step === null
  useEffect(() => {
    if (ranOut) store.dispatch({ type: 'finish' })
  }, [ranOut, store])

  if (welcome) {
    const seen = () => store.dispatch({ type: 'completeSubChapter', key: welcomeChapter })
    return (
      <TourWelcomeModal
        onStart={() => {
          seen()
          store.dispatch({ type: 'welcomeStart' })
        }}
        onSkip={() => {
          seen()
          store.dispatch({ type: 'welcomeSkip' })
        }}
      />
    )
  }
  if (step === null) return null
  const index = typeof at === 'number' ? at : null
  const finish = () => store.dispatch({ type: 'finish' })
  return (
    <>
      {layout.ring && <Highlight aria-hidden="true" style={layout.ring} />}
      <TourPopover
        cardRef={card}
        step={step}
        index={index}
        total={TOURS[running].steps.length}
        position={layout.popover}
        onNext={() => store.dispatch({ type: 'next' })}
        onPrevious={() => store.dispatch({ type: 'previous' })}
        onSkip={index === null ? finish : () => store.dispatch({ type: 'skip' })}
        onFinish={finish}
      />
    </>
  )
}
