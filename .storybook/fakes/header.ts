import { type DealerLoyalty, type DealerRewards, dealerId, type ExternalTools, ServiceUnavailable } from '@gavel/domain'

/** The header's external tools: a launch after `delayMs`, or a failure; `calls` records what was asked. */
export const fakeExternalTools = (
  options: { readonly fails?: boolean; readonly delayMs?: number } = {},
): ExternalTools & { readonly calls: string[] } => {
  const calls: string[] = []
  const answer = (tool: string) => async () => {
    calls.push(tool)
    await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0))
    if (options.fails) throw new ServiceUnavailable({ message: 'The token service is unavailable.' })
    return { url: `https://${tool}.tools.example/`, token: 'story-token' }
  }
  return { calls, buyingMatrix: answer('buyingmatrix'), appraisal: answer('appraisal') }
}

/** Lakeside Motors (501, the story user's dealership) in the rewards program as given; `fails` rejects. */
export const fakeDealerRewards = (
  loyalty: Partial<DealerLoyalty> & { readonly fails?: boolean } = {},
): DealerRewards => ({
  statusOf: async () => {
    if (loyalty.fails) throw ServiceUnavailable.default()
    return [
      {
        dealerId: dealerId(501),
        dealerName: 'Lakeside Motors',
        eligible: true,
        enrolledToRewards: false,
        rewardPoints: null,
        tier: null,
        ...loyalty,
      },
    ]
  },
})
