/**
 * How long a page's code waits for its first data before it is shown (docs/adr/0047 amendment): showing the page with
 * its skeleton and then its rows costs a second render of the page at 4× CPU; waiting up to this long for data
 * already asked for shows both in one commit. Past it, the page shows its loading state as before.
 */
export const FIRST_DATA_WAIT_MS = 300

/** Settles when `promise` does, or after `ms`, whichever comes first; never rejects. */
export const waitAtMost = (promise: Promise<unknown>, ms: number): Promise<void> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    promise.then(
      () => {},
      () => {},
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms)
    }),
  ]).finally(() => clearTimeout(timer))
}
