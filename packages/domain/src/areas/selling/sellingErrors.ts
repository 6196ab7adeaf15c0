import { TaggedError } from '../../taggedError'

/**
 * A bulk launch the server refused (HTTP 400): none of it launched. `message` is the spec's text (the first error
 * message of the first response, marketplace §8); `refusals` say which saved auctions were refused and why.
 * An effect-free error (docs/adr/0039), so the selling area's first rows do not load effect's runtime.
 */
export class BulkLaunchRefused extends TaggedError('BulkLaunchRefused')<{
  readonly message: string
  readonly refusals: readonly { readonly savedAuctionId: number; readonly message: string }[]
}>() {}
