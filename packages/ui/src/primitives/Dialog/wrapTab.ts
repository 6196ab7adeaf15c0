/** What Tab can reach inside a dialog. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The elements Tab can reach inside `root`, in order. */
export const focusablesIn = (root: HTMLElement): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)]

/**
 * Keeps Tab inside a dialog: Tab on its last focusable element goes to the first, Shift+Tab on the first (or on
 * `start`, a heading focused on open) to the last. Call it from the dialog's keydown handler; it returns false when
 * the dialog has nothing Tab can reach.
 */
export const wrapTab = (event: KeyboardEvent, root: HTMLElement, start: HTMLElement | null = null): boolean => {
  const items = focusablesIn(root)
  const first = items[0]
  const last = items.at(-1)
  if (first === undefined || last === undefined) return false
  const active = document.activeElement
  if (event.shiftKey && (active === first || (start !== null && active === start))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
  return true
}
