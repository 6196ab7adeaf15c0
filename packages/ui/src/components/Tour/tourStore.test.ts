import type { Analytics, TourProgress } from '@gavel/domain'
import { describe, expect, it, vi } from 'vitest'
import { createTourStore } from './tourStore'

const setup = (stored: readonly string[] = []) => {
  const saved: (readonly string[])[] = []
  const progress: TourProgress = {
    completed: vi.fn(async () => stored),
    save: vi.fn(async (list: readonly string[]) => {
      saved.push(list)
    }),
  }
  const events: [string, unknown][] = []
  const analytics: Analytics = { track: (event, properties) => events.push([event, properties]) }
  return { store: createTourStore({ progress, analytics }), saved, events, progress }
}

describe('the tours of a signed-in user (shell §4.5)', () => {
  it('loads the completed list once per user', async () => {
    const { store, progress } = setup(['marketplace2Chapter0'])
    await store.load(7)
    await store.load(7)
    expect(store.snapshot()).toMatchObject({ loaded: true, userId: 7, state: { completed: ['marketplace2Chapter0'] } })
    expect(progress.completed).toHaveBeenCalledTimes(1)
  })

  it('tracks started, next, previous and finished, and saves the finished chapter', async () => {
    const { store, saved, events } = setup(['marketplace2Chapter0'])
    await store.load(7)
    store.dispatch({ type: 'start', chapter: 'marketplace2Chapter1' })
    store.dispatch({ type: 'next' })
    store.dispatch({ type: 'previous' })
    store.dispatch({ type: 'finish' })
    expect(events.map(([name]) => name)).toEqual(['tour started', 'tour next', 'tour previous', 'tour finished'])
    expect(events[3]?.[1]).toEqual({ tour: 'marketplace2Chapter1', step: '0' })
    expect(saved).toEqual([['marketplace2Chapter0', 'marketplace2Chapter1']])
    expect(store.snapshot().state.running).toBeNull()
  })

  it('logs a skipped event when the welcome is skipped', async () => {
    const { store, events } = setup()
    await store.load(7)
    store.dispatch({ type: 'start', chapter: 'marketplace2Chapter0' })
    store.dispatch({ type: 'welcomeSkip' })
    expect(events.at(-1)).toEqual(['tour skipped', { tour: 'marketplace2Chapter0', step: 'revisit' }])
    expect(store.snapshot().state.step).toBe('revisit')
  })

  it('clears a running tour and forgets the list when the session ends', async () => {
    const { store } = setup(['marketplace2Chapter0'])
    await store.load(7)
    store.dispatch({ type: 'start', chapter: 'marketplace2Chapter1' })
    store.clear()
    expect(store.snapshot()).toMatchObject({ loaded: false, userId: null, state: { running: null, completed: [] } })
  })

  it('keeps a finished tour for this page when saving fails, and says so to analytics', async () => {
    const { store, events, progress } = setup()
    vi.mocked(progress.save).mockRejectedValueOnce(new Error('down'))
    await store.load(7)
    store.dispatch({ type: 'start', chapter: 'marketplace2Chapter1' })
    store.dispatch({ type: 'finish' })
    await vi.waitFor(() => expect(events.at(-1)?.[0]).toBe('tour progress not saved'))
    expect(store.snapshot().state.completed).toEqual(['marketplace2Chapter1'])
  })
})
