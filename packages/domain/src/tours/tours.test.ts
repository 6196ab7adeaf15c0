import { describe, expect, it } from 'vitest'
import { initialTourState, tourMachine } from './tourMachine'
import {
  autoStartsTour0,
  availableChapters,
  canStartTour,
  chapter5SubChapterAt,
  markTourComplete,
  parseCompletedTours,
  serializeCompletedTours,
  TOUR_MIN_WIDTH_PX,
} from './tourRules'

describe('tour rules (shell §4.5)', () => {
  it('has chapters 0–5, and 6 only with a legacy-synced saved search', () => {
    expect(availableChapters(false)).toHaveLength(6)
    expect(availableChapters(true).at(-1)).toBe('marketplace2Chapter6')
  })
  it('stores the completed list as a comma list', () => {
    expect(parseCompletedTours('a, b,,a')).toEqual(['a', 'b'])
    expect(parseCompletedTours(null)).toEqual([])
    expect(serializeCompletedTours(['a', 'b', 'a'])).toBe('a,b')
  })
  it('completes active buying, watchlist and pending proxy together', () => {
    expect(markTourComplete([], 'watchlist')).toEqual(['activeBuying', 'watchlist', 'pendingProxy'])
    expect(markTourComplete(['activeBuying'], 'pendingProxy')).toEqual(['activeBuying', 'watchlist', 'pendingProxy'])
    expect(markTourComplete([], 'finalized')).toEqual(['finalized'])
    const done = ['finalized']
    expect(markTourComplete(done, 'finalized')).toBe(done)
  })

  const ok = {
    key: 'marketplace2Chapter2' as const,
    completed: ['marketplace2Chapter1'],
    auctionDetailOpen: false,
    runningTour: null,
    screenWidth: TOUR_MIN_WIDTH_PX,
  }
  it('starts a tour only when every condition holds', () => {
    expect(canStartTour(ok)).toBe(true)
    expect(canStartTour({ ...ok, completed: ['marketplace2Chapter1', 'marketplace2Chapter2'] })).toBe(false)
    expect(canStartTour({ ...ok, auctionDetailOpen: true })).toBe(false)
    expect(canStartTour({ ...ok, runningTour: 'marketplace2Chapter3' })).toBe(false)
    expect(canStartTour({ ...ok, completed: [] })).toBe(false)
    expect(canStartTour({ ...ok, completed: [], key: 'marketplace2Chapter1' })).toBe(true)
    expect(canStartTour({ ...ok, completed: [], key: 'marketplace2Chapter0' })).toBe(true)
    expect(canStartTour({ ...ok, screenWidth: TOUR_MIN_WIDTH_PX - 1 })).toBe(false)
    expect(canStartTour({ ...ok, screenWidth: 320, forced: true })).toBe(true)
  })
  it('auto-starts tour 0 only when every condition holds', () => {
    const input = {
      completedLoaded: true,
      completed: [],
      signedIn: true,
      toursAllowed: true,
      desktop: true,
      searchRefreshViewOn: false,
    }
    expect(autoStartsTour0(input)).toBe(true)
    expect(autoStartsTour0({ ...input, completedLoaded: false })).toBe(false)
    expect(autoStartsTour0({ ...input, completed: ['marketplace2Chapter0'] })).toBe(false)
    expect(autoStartsTour0({ ...input, signedIn: false })).toBe(false)
    expect(autoStartsTour0({ ...input, toursAllowed: false })).toBe(false)
    expect(autoStartsTour0({ ...input, desktop: false })).toBe(false)
    expect(autoStartsTour0({ ...input, searchRefreshViewOn: true })).toBe(false)
  })
})

describe('tour machine (shell §4.5)', () => {
  const idle = initialTourState()
  it('START TUTORIAL starts chapter 1; SKIP jumps to the revisit step and logs skipped', () => {
    expect(tourMachine(idle, { type: 'welcomeStart' })).toMatchObject({
      running: 'marketplace2Chapter1',
      step: 0,
      logged: 'started',
    })
    expect(tourMachine(idle, { type: 'welcomeSkip' })).toMatchObject({
      running: 'marketplace2Chapter0',
      step: 'revisit',
      logged: 'skipped',
    })
  })
  it('moves next and previous, never below the first step', () => {
    const started = tourMachine(idle, { type: 'start', chapter: 'marketplace2Chapter2' })
    const second = tourMachine(started, { type: 'next' })
    expect(second).toMatchObject({ step: 1, logged: 'next' })
    expect(tourMachine(second, { type: 'previous' })).toMatchObject({ step: 0, logged: 'previous' })
    expect(tourMachine(started, { type: 'previous' })).toBe(started)
    expect(tourMachine(idle, { type: 'next' })).toBe(idle)
    const revisit = tourMachine(idle, { type: 'welcomeSkip' })
    expect(tourMachine(revisit, { type: 'next' })).toBe(revisit)
    expect(tourMachine(revisit, { type: 'previous' })).toBe(revisit)
  })
  it('skipping chapter 1 restarts at the tutorial-link step; other skips end the tour', () => {
    const one = tourMachine(idle, { type: 'welcomeStart' })
    expect(tourMachine(one, { type: 'skip' })).toMatchObject({ running: 'marketplace2Chapter0', step: 'tutorial-link' })
    const three = tourMachine(idle, { type: 'start', chapter: 'marketplace2Chapter3' })
    expect(tourMachine(three, { type: 'skip' })).toMatchObject({ running: null, logged: 'skipped', completed: [] })
    expect(tourMachine(idle, { type: 'skip' })).toBe(idle)
  })
  it('finishing marks the tour complete', () => {
    const three = tourMachine(idle, { type: 'start', chapter: 'marketplace2Chapter3' })
    expect(tourMachine(three, { type: 'finish' })).toEqual({
      running: null,
      step: 0,
      completed: ['marketplace2Chapter3'],
      logged: 'finished',
    })
    expect(tourMachine(idle, { type: 'finish' })).toBe(idle)
  })
  it('closing the fast action panel during chapter 5 completes it', () => {
    const five = tourMachine(idle, { type: 'start', chapter: 'marketplace2Chapter5' })
    expect(tourMachine(five, { type: 'fastActionPanelClosed' })).toMatchObject({
      running: null,
      completed: ['marketplace2Chapter5'],
    })
    const four = tourMachine(idle, { type: 'start', chapter: 'marketplace2Chapter4' })
    expect(tourMachine(four, { type: 'fastActionPanelClosed' })).toBe(four)
  })
  it('chapter 5 shows one sub-chapter a step; leaving a step completes it, the linked three together', () => {
    expect([0, 1, 2, 3, 4, 5, 'revisit'].map(chapter5SubChapterAt)).toEqual([
      'activeBuying',
      'watchlist',
      'pendingProxy',
      'needsFinalizing',
      'finalized',
      null,
      null,
    ])
    const five = tourMachine(idle, { type: 'start', chapter: 'marketplace2Chapter5' })
    const afterFirst = tourMachine(five, { type: 'next' })
    expect(afterFirst.completed).toEqual(['activeBuying', 'watchlist', 'pendingProxy'])
    const atNeedsFinalizing = tourMachine(tourMachine(afterFirst, { type: 'next' }), { type: 'next' })
    expect(atNeedsFinalizing.completed).toEqual(['activeBuying', 'watchlist', 'pendingProxy'])
    const atFinalized = tourMachine(atNeedsFinalizing, { type: 'next' })
    expect(atFinalized.completed).toContain('needsFinalizing')
    expect(atFinalized.completed).not.toContain('finalized')
    expect(tourMachine(atFinalized, { type: 'finish' }).completed).toEqual([
      'activeBuying',
      'watchlist',
      'pendingProxy',
      'needsFinalizing',
      'finalized',
      'marketplace2Chapter5',
    ])
    // Other chapters' steps complete no sub-chapter; closing the panel mid-chapter completes the chapter only.
    const four = tourMachine(idle, { type: 'start', chapter: 'marketplace2Chapter4' })
    expect(tourMachine(four, { type: 'next' }).completed).toEqual([])
    expect(tourMachine(atNeedsFinalizing, { type: 'fastActionPanelClosed' })).toMatchObject({
      running: null,
      completed: ['activeBuying', 'watchlist', 'pendingProxy', 'marketplace2Chapter5'],
      logged: 'finished',
    })
  })
  it('completes sub-chapters and clears a running tour when the session is lost', () => {
    expect(tourMachine(idle, { type: 'completeSubChapter', key: 'activeBuying' }).completed).toHaveLength(3)
    const running = tourMachine(idle, { type: 'start', chapter: 'marketplace2Chapter2' })
    expect(tourMachine(running, { type: 'sessionLost' })).toMatchObject({ running: null, logged: null })
    expect(tourMachine(idle, { type: 'sessionLost' })).toBe(idle)
  })
})
