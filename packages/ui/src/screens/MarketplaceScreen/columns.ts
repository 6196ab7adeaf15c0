import { breakpoints } from '../../theme/breakpoints'

/** Grid columns for a list width: one on mobile (≤ 767px), two on tablets, three on desktop, four wide. */
export const columnsFor = (width: number): number =>
  width < breakpoints.md ? 1 : width < breakpoints.lg ? 2 : width < breakpoints.xl ? 3 : 4
