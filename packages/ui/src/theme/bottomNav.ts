/** The mobile bottom navigation's links are this tall (shell §2.1: a bottom navigation on the mobile marketplace). */
export const BOTTOM_NAV_PX = 56

/**
 * A distance from the screen's bottom that clears the bottom navigation by `gap` px, and the home indicator: for the
 * buttons that float over a phone's page (dev tools, "My auctions") and the room a page keeps under its last row.
 */
export const aboveBottomNav = (gap: number) => `calc(${BOTTOM_NAV_PX + gap}px + env(safe-area-inset-bottom, 0px))`
