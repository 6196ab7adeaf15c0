import { createPortId } from './portId'

/** A property value an analytics event may carry (never a token, never free server text). */
export type AnalyticsValue = string | number | boolean

/** Product analytics (shell §4.6 "analytics and monitoring"): named events with flat properties. */
export interface Analytics {
  track(event: string, properties?: Record<string, AnalyticsValue>): void
}
export const Analytics = createPortId<Analytics>('analytics')
