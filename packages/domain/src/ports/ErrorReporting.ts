import { createPortId } from './portId'

/**
 * Error monitoring (shell §4.3 "failure reported", §4.6 "analytics and monitoring"). `context` is flat text that
 * says where it happened; adapters never send tokens.
 */
export interface ErrorReporting {
  report(error: unknown, context?: Record<string, string>): void
}
export const ErrorReporting = createPortId<ErrorReporting>('error-reporting')
