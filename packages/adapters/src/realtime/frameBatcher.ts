import type { Timers } from '@gavel/domain'

/** How long the socket worker gathers frames after it has handed some to the page: about one frame at 60 Hz. */
export const FRAME_BATCH_MS = 16

export interface FrameBatcher {
  /** One text frame from the socket. */
  push(frame: string): void
  /** Hands over whatever waits now (before an error or close, so nothing received is lost). */
  flush(): void
}

/**
 * Hands the socket's frames to `deliver` in order, at most one batch per `windowMs`. A frame that comes after a quiet
 * window goes at once, alone; frames that come within the window wait for its end and go together. A quiet socket
 * therefore adds no delay, and a storm of 1,000 frames a second reaches the page as about 60 messages.
 */
export const createFrameBatcher = (
  deliver: (frames: string[]) => void,
  timers: Pick<Timers, 'after'>,
  now: () => number,
  windowMs = FRAME_BATCH_MS,
): FrameBatcher => {
  let waiting: string[] = []
  let cancel: (() => void) | undefined
  let lastDelivered = Number.NEGATIVE_INFINITY
  const flush = () => {
    cancel?.()
    cancel = undefined
    if (waiting.length === 0) return
    const frames = waiting
    waiting = []
    lastDelivered = now()
    deliver(frames)
  }
  return {
    push(frame) {
      waiting.push(frame)
      if (cancel !== undefined) return
      const wait = lastDelivered + windowMs - now()
      if (wait <= 0) flush()
      else cancel = timers.after(wait, flush)
    },
    flush,
  }
}
