/**
 * Whether this browser reads and tabs through a container's children in their `reading-order` (CSS `reading-flow:
 * source-order`, Chromium 137+) rather than in the DOM's order: where it does, the listing's rows may sit in the DOM
 * in any order (docs/adr/0049 amendment).
 */
export const readingOrderFollowsStyle = (): boolean =>
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('reading-flow', 'source-order')
