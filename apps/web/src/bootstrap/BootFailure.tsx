/**
 * Shown when the app cannot start (no /config.json, or one that breaks its schema). Plain markup: the theme
 * and providers may be what failed. The error's own text is shown as text, never as HTML.
 */
export const BootFailure = ({ error }: { readonly error: unknown }) => (
  <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '15vh auto', padding: 24 }}>
    <h1>Gavel could not start</h1>
    <p>There was problem processing your request. Please try again or adjust your parameters.</p>
    <p style={{ color: '#555' }}>{error instanceof Error ? error.message : String(error)}</p>
    <button type="button" onClick={() => window.location.reload()}>
      Try again
    </button>
  </main>
)
