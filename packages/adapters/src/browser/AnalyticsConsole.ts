import type { Analytics, AnalyticsValue } from '@gavel/domain'
import { scrubProperties } from './scrubSecrets'

type Sink = Pick<Console, 'info'>

/** Product analytics on the console, for the sandbox and development (shell §4.6); tokens never reach the log. */
export class AnalyticsConsole implements Analytics {
  constructor(private readonly sink: Sink = globalThis.console) {}

  track(event: string, properties: Record<string, AnalyticsValue> = {}): void {
    this.sink.info('[gavel:event]', event, scrubProperties(properties))
  }
}
