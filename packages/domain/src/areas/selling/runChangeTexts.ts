import type { RunChanges } from './RunHistory'

/** The sentences of a run's comparison, in a dealer's words (ours; docs/adr/0024). */
export const odometerChangeText = ({ previous, current }: RunChanges['odometer']): string => {
  const miles = (n: number) => `${n.toLocaleString('en-US')} mi`
  if (previous === null) return `Odometer ${miles(current)}`
  if (previous === current) return `Odometer unchanged at ${miles(current)}`
  const delta = current - previous
  return `Odometer ${miles(previous)} → ${miles(current)} (${delta > 0 ? '+' : '−'}${miles(Math.abs(delta))})`
}

export const photosChangeText = ({ previous, current }: RunChanges['photos']): string => {
  const photos = (n: number) => (n === 1 ? '1 photo' : `${n} photos`)
  if (previous === null || previous === current) return `${photos(current)}${previous === null ? '' : ', unchanged'}`
  return `${photos(previous)} → ${photos(current)}`
}

/** Whether a run has anything to compare: a previous run, or more than one price row. */
export const hasRunChanges = (changes: RunChanges): boolean =>
  changes.previousAuctionId !== null || changes.runs.length > 1
