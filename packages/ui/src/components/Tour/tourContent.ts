import type { TourChapter, TourStepRef } from '@gavel/domain'

/** Where a step's popover sits next to its target (shell §3 Tour: placement). */
export type TourPlacement = 'top' | 'bottom'

/**
 * One step of a tour (shell §3 Tour: target, header, content, description, placement). `target` names an element
 * by its `data-tour` attribute; null (or a target not on the page) centres the step.
 */
export interface TourStep {
  readonly target: string | null
  readonly header: string
  readonly content: string
  readonly placement: TourPlacement
}

/** A tour (shell §3 Tour: key, title, subtitle, steps). */
export interface TourDefinition {
  readonly key: TourChapter
  readonly title: string
  readonly subtitle: string
  readonly steps: readonly TourStep[]
}

/** The welcome modal's words (shell §4.5 names the two buttons; the rest is our design). */
export const TourTexts = {
  welcomeTitle: 'Welcome to the new marketplace',
  welcomeBody:
    'Take a two-minute tour of live auctions, your notifications and your menu. You can come back to it any time.',
  start: 'START TUTORIAL',
  skip: 'SKIP',
  next: 'Next',
  previous: 'Previous',
  finish: 'Finish',
  skipTour: 'Skip tour',
  close: 'Close',
} as const

const step = (target: string | null, header: string, content: string, placement: TourPlacement = 'bottom') => ({
  target,
  header,
  content,
  placement,
})

/** The named steps of the welcome chapter (shell §4.5: SKIP jumps to the revisit step; chapter 1 skip to the link). */
export const WELCOME_STEPS: Readonly<Record<Exclude<TourStepRef, number>, TourStep>> = {
  revisit: step(
    'user-menu',
    'Tutorials are here whenever you need them',
    'Open your menu and choose Tutorials to take the tour at any time.',
  ),
  'tutorial-link': step(
    'user-menu',
    'Pick the tour up later',
    'No problem. Open your menu and choose Tutorials when you want to finish it.',
  ),
}

/** The chapters' steps; chapters 2 to 6 point at parts of the new search experience as they arrive. */
export const TOURS: Readonly<Record<TourChapter, TourDefinition>> = {
  marketplace2Chapter0: {
    key: 'marketplace2Chapter0',
    title: TourTexts.welcomeTitle,
    subtitle: TourTexts.welcomeBody,
    steps: [],
  },
  marketplace2Chapter1: {
    key: 'marketplace2Chapter1',
    title: 'The marketplace',
    subtitle: 'Find and follow live auctions',
    steps: [
      step(
        'listing-heading',
        'Live auctions',
        'Every vehicle running right now, ending soonest first. New launches join the list as they start.',
      ),
      step(
        'auction-grid',
        'Auction cards',
        'Each card shows the vehicle, the high bid and the time left. Bid from the card, or open it for photos and the condition report.',
        'top',
      ),
      step('main-nav', 'Getting around', 'Come back to the listing, your account and the market report from here.'),
      step('notifications', 'Notifications', 'Outbids, wins and offers arrive here as they happen.'),
      step('user-menu', 'Your menu', 'Settings, tutorials and sign out live here.'),
    ],
  },
  marketplace2Chapter2: {
    key: 'marketplace2Chapter2',
    title: 'Search and filters',
    subtitle: 'Narrow the list to the vehicles you buy',
    steps: [
      step(
        null,
        'Search and filters',
        'Filter by make, model, year, mileage and distance; the list updates as you go.',
      ),
    ],
  },
  marketplace2Chapter3: {
    key: 'marketplace2Chapter3',
    title: 'Saved searches',
    subtitle: 'Come back to a search in one click',
    steps: [step(null, 'Saved searches', 'Save a search to run it again later and hear about new matches.')],
  },
  marketplace2Chapter4: {
    key: 'marketplace2Chapter4',
    title: 'Watchlist',
    subtitle: 'Keep an eye on the vehicles you like',
    steps: [step(null, 'Watchlist', 'Add an auction to your watchlist to find it again and follow its bids.')],
  },
  marketplace2Chapter5: {
    key: 'marketplace2Chapter5',
    title: 'My auctions',
    subtitle: 'Active buying, watchlist, pending proxy, needs finalizing and finalized',
    // One step per sub-chapter (shell §4.5), each on its tab of the fast action panel (`data-tour`).
    steps: [
      step('fast-action-activeBuying', 'Active buying', 'The auctions you are bidding on, live, with your high bids.'),
      step('fast-action-watchlist', 'Watchlist', 'The auctions you watch, to find them again and follow their bids.'),
      step('fast-action-pendingProxy', 'Pending proxy', 'Proxy bids waiting for their auction to open.'),
      step('fast-action-needsFinalizing', 'Needs finalizing', 'Wins to finalize: payment, transport and arbitration.'),
      step('fast-action-finalized', 'Finalized', 'Purchases you have finalized. Close the panel to finish this tour.'),
    ],
  },
  marketplace2Chapter6: {
    key: 'marketplace2Chapter6',
    title: 'Legacy filters',
    subtitle: 'Your saved search from the old filters',
    steps: [step(null, 'Legacy filters', 'Your saved search came from the old filters; it now uses the new ones.')],
  },
}

/** The step a running tour shows, or null (the welcome modal, or a step past the end). */
export const currentStep = (running: TourChapter, ref: TourStepRef): TourStep | null =>
  typeof ref === 'number' ? (TOURS[running].steps[ref] ?? null) : WELCOME_STEPS[ref]
