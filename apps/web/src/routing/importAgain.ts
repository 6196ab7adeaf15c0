/** Whether the app's own server answers now (the same file the app reads at start, never from a cache). */
export const serverAnswers = async (): Promise<boolean> => {
  try {
    return (await fetch('/config.json', { cache: 'no-store' })).ok
  } catch {
    return false
  }
}

/**
 * Imports a module again after its download failed. Chromium 150 keeps a failed dynamic import failed for the page's
 * life: the next `import()` of it rejects at once, without a request. Newer Chromium versions fetch it again.
 *
 * So when importing again fails but the server answers now, the failure is the browser's memory of the earlier one.
 * The page then reloads: it opens on the same path and loads the module afresh. When the server does not answer
 * either, the failure stands and the caller keeps its error page.
 */
export const importAgain =
  <T>(
    load: () => Promise<T>,
    reachable: () => Promise<boolean> = serverAnswers,
    reload: () => void = () => window.location.reload(),
  ) =>
  async (): Promise<T> => {
    try {
      return await load()
    } catch (error) {
      if (!(await reachable())) throw error
      reload()
      // the page is going away: nothing to show meanwhile
      return new Promise<T>(() => {})
    }
  }
