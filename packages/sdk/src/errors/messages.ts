/** Texts of the error catalogue the SDK produces (shell.md 8, marketplace.md 8), quoted verbatim. */

/** "Default API error text" (shell.md 8). */
export const DEFAULT_ERROR_MESSAGE =
  'There was problem processing your request. Please try again or adjust your parameters.'

/** "Canceled request ... not reported to monitoring" (shell.md 8). */
export const IDLE_OR_OFFLINE_MESSAGE = 'Request canceled due to being idle or offline'

/** Our text for a request the caller aborted (the spec has none). */
export const ABORTED_MESSAGE = 'Request canceled'

/** Our text for a request that took longer than its timeout (the spec has none). */
export const TIMEOUT_MESSAGE = 'The request timed out. Please check your network and try again.'

/** "Graphql errors array | rejected; subscription without data reports 'No data retrieved from request'" (shell.md 8). */
export const NO_DATA_MESSAGE = 'No data retrieved from request'
