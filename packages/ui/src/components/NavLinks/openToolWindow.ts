/** The part of a browser window the external tools use: where to go, and closing when the token fails. */
export interface ToolWindow {
  readonly location: { href: string }
  close(): void
}

/** Opens a tool's tab; null when the browser blocked it. */
export type OpenToolWindow = () => ToolWindow | null

/**
 * A blank tab opened during the click, so the browser does not block it as a popup after the token's await; its
 * opener is cut before it goes anywhere.
 */
export const openBlankTab: OpenToolWindow = () => {
  const tab = window.open('', '_blank')
  if (tab === null) return null
  tab.opener = null
  return tab
}
