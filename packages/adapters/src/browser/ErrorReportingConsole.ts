import { type ErrorReporting, isDomainError } from '@gavel/domain'
import { scrubError, scrubProperties } from './scrubSecrets'

type Sink = Pick<Console, 'error'>

/**
 * Error monitoring on the console, for the sandbox and development (shell §4.6; the third-party service is not
 * named). A canceled request is never reported (shell §8); tokens never reach the log.
 */
export class ErrorReportingConsole implements ErrorReporting {
  constructor(private readonly sink: Sink = globalThis.console) {}

  report(error: unknown, context: Record<string, string> = {}): void {
    if (isDomainError(error) && error._tag === 'RequestCanceled') return
    this.sink.error('[gavel:error]', scrubError(error), scrubProperties(context))
  }
}
