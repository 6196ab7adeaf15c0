import { Messages } from '../messages'

/**
 * The rewards button text (shell §2.1, marketplace §9): '{n} pts.' when the points are known, '-- pts. (updating)'
 * while they load, and 'Dealer Rewards Program' when the dealer is not enrolled.
 */
export const rewardsButtonText = (state: { readonly enrolled: boolean; readonly points: number | null }): string => {
  if (!state.enrolled) return Messages.rewardsProgram
  return state.points === null ? Messages.rewardsPointsUpdating : `${state.points.toLocaleString('en-US')} pts.`
}
