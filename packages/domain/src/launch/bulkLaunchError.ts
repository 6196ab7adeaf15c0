import { ActionRejected } from '../errors'
import { Messages } from '../messages'

/** One response of a bulk launch as the adapter decodes it: its errors, each with a message or a detail. */
export interface BulkLaunchResponse {
  readonly errors: readonly { readonly message: string | null; readonly detail: string | null }[]
}

/**
 * The error a failed bulk launch raises (marketplace §8): HTTP 400 raises the first error message of the first
 * response; HTTP 500 the first error detail, or 'No data returned from bulk auction launch.'; anything else the
 * default API text.
 */
export const bulkLaunchError = (httpStatus: number, responses: readonly BulkLaunchResponse[]): ActionRejected => {
  const first = responses[0]?.errors[0]
  if (httpStatus === 400) return new ActionRejected({ message: first?.message ?? Messages.defaultApiError })
  if (httpStatus === 500) return new ActionRejected({ message: first?.detail ?? Messages.bulkLaunchNoData })
  return new ActionRejected({ message: Messages.defaultApiError })
}
