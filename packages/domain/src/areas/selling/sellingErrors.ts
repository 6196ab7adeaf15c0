import { Schema } from 'effect'

/**
 * A bulk launch the server refused (HTTP 400): none of it launched. `message` is the spec's text (the first error
 * message of the first response, marketplace §8); `refusals` say which saved auctions were refused and why.
 */
export class BulkLaunchRefused extends Schema.TaggedError<BulkLaunchRefused>()('BulkLaunchRefused', {
  message: Schema.String,
  refusals: Schema.Array(Schema.Struct({ savedAuctionId: Schema.Int, message: Schema.String })),
}) {}
