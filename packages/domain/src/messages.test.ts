import { describe, expect, it } from 'vitest'
import { emptyListMessage, Messages, SavedAuctionActionTexts, ToastHeaders } from './messages'

/** Every text quoted in shell §8 and marketplace §8 (and the §5/§4 texts the catalogue carries), verbatim. */
const quoted = [
  'There was problem processing your request. Please try again or adjust your parameters.',
  'There was a problem retrieving auctions. Please check your network and try again.',
  'Request canceled due to being idle or offline',
  'Timed out waiting for token refresh',
  'An error has occurred while trying to access Appraisal. Please try again.',
  'missing required parameters for logout',
  'No data retrieved from request',
  'No data returned from bulk auction launch.',
  'Could not authenticate',
  'Failed to retrieve summary balance',
  'Failed to retrieve terms of service',
  'Failed to save acceptance of terms of service',
  'Failed to get the saved auction',
  'Unable to process Terms of Service',
  'Terms of Service accepted successfully',
  'Please reload the page to update.',
  'Update Available',
  'Tried setting a value that was NaN!',
  'Invalid action',
  'You are currently offline.',
  'Your dealer has been activated!',
  'Your dealership is not currently active.',
  'No Name Available',
  'Sorry, this program is not available for your dealership',
  'Updated ACV Terms of Service',
  'Dealer Rewards Program',
  '-- pts. (updating)',
  'Unknown',
]

describe('message catalogue (shell §8, marketplace §8)', () => {
  it.each(quoted)('carries %j verbatim', (text) => {
    expect(Object.values(Messages)).toContain(text)
  })

  it('has the toast headers of shell §8', () => {
    expect(ToastHeaders).toEqual({ error: 'There was a problem.', success: 'Success.', warning: 'Alert.', info: null })
  })

  it('has the saved auction action texts of marketplace §4', () => {
    expect(Object.values(SavedAuctionActionTexts)).toEqual([
      'Send To Auction',
      'Auction Launched!',
      'No More Launches',
      'Expired',
      'Missing Info',
    ])
  })

  it('writes the empty-list text of shell §2.4', () => {
    expect(emptyListMessage('active buying')).toBe(
      "You don't currently have any active buying auctions. When you do, they'll appear here.",
    )
  })
})
