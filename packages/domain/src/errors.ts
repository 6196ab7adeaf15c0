import { Messages } from './messages'
import { TaggedError } from './taggedError'

/**
 * The domain's tagged errors. Ports reject with these; the UI shows `message` and never sees an HTTP status.
 */

/** The server could not be reached or answered with a fault; the default API text (shell §8). */
export class ServiceUnavailable extends TaggedError('ServiceUnavailable')<{ readonly message: string }>() {
  static default(): ServiceUnavailable {
    return new ServiceUnavailable({ message: Messages.defaultApiError })
  }
}

/** The server answered with something that breaks the contract (decoded with Schema). */
export class MalformedResponse extends TaggedError('MalformedResponse')<{
  readonly message: string
  readonly operation: string
  readonly detail: string
}>() {}

/** Request dropped because the user is idle or offline (shell §8); never reported, never toasted. */
export class RequestCanceled extends TaggedError('RequestCanceled')<{ readonly message: string }>() {
  static make(): RequestCanceled {
    return new RequestCanceled({ message: Messages.requestCanceled })
  }
}

/** The session is gone (401, or 400 on refresh): the app goes to /logout. */
export class SessionExpired extends TaggedError('SessionExpired')<{ readonly message: string }>() {}

/** Sign-in refused. */
export class InvalidCredentials extends TaggedError('InvalidCredentials')<{ readonly message: string }>() {}

/** The thing asked for does not exist. */
export class NotFound extends TaggedError('NotFound')<{ readonly message: string }>() {}

/** Input the user typed breaks a rule; `message` is the spec's text. */
export class InvalidInput extends TaggedError('InvalidInput')<{ readonly message: string; readonly field: string }>() {}

/** The server refused a bid or offer; `message` says why (easy-pass detail or default text). */
export class ActionRejected extends TaggedError('ActionRejected')<{ readonly message: string }>() {}

/**
 * The bid was above a team buying limit, so it was not placed: it became a request an admin approves or declines
 * (ADR 0025, ADR 0029 team buying limits). Not a refusal: `message` says which limit and that the admin was
 * asked; the dealer gets a receipt when they answer, or is told when the request lapses at the auction's end.
 */
export class BidAwaitsApproval extends TaggedError('BidAwaitsApproval')<{
  readonly message: string
  readonly requestId: number
  readonly amount: number
  readonly limitKind: 'single_bid' | 'daily_spend'
  readonly limit: number
}>() {}

export type DomainError =
  | ServiceUnavailable
  | MalformedResponse
  | RequestCanceled
  | SessionExpired
  | InvalidCredentials
  | NotFound
  | InvalidInput
  | ActionRejected
  | BidAwaitsApproval

const tags = new Set([
  'ServiceUnavailable',
  'MalformedResponse',
  'RequestCanceled',
  'SessionExpired',
  'InvalidCredentials',
  'NotFound',
  'InvalidInput',
  'ActionRejected',
  'BidAwaitsApproval',
])

/** True for any of the domain's tagged errors. */
export const isDomainError = (u: unknown): u is DomainError =>
  typeof u === 'object' && u !== null && '_tag' in u && tags.has((u as { _tag: string })._tag)

/** The text to show a dealer for any failure: the error's own text, else the default API text. */
export const messageOf = (u: unknown): string => (isDomainError(u) ? u.message : Messages.defaultApiError)
