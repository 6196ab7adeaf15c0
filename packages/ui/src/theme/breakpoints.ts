/**
 * Breakpoints of shell §2.1 and §9: mobile is 767px and below; phone is below md, tablet between md and lg.
 */
export const breakpoints = { md: 768, lg: 1024, xl: 1440 } as const

/** The largest mobile width (shell §9: "Mobile breakpoint 767px"). */
export const MOBILE_MAX_WIDTH = breakpoints.md - 1

/** Media queries for styled-components template literals. */
export const media = {
  /** Mobile: 767px and below. */
  mobile: `@media (max-width: ${MOBILE_MAX_WIDTH}px)`,
  /** Tablet: md up to lg. */
  tablet: `@media (min-width: ${breakpoints.md}px) and (max-width: ${breakpoints.lg - 1}px)`,
  /** Below lg: mobile and tablet (the header's links take a row of their own). */
  belowLg: `@media (max-width: ${breakpoints.lg - 1}px)`,
  /** Below xl: every width under a wide desktop (the header's links take their own row beside the rewards button). */
  belowXl: `@media (max-width: ${breakpoints.xl - 1}px)`,
  /** md and wider. */
  fromMd: `@media (min-width: ${breakpoints.md}px)`,
  /** lg and wider (desktop). */
  fromLg: `@media (min-width: ${breakpoints.lg}px)`,
  fromXl: `@media (min-width: ${breakpoints.xl}px)`,
} as const
