/**
 * The post-login return target (ADR 0029): a same-origin path only — it starts with exactly one '/',
 * not '//' or '/\' (also percent-encoded), carries no scheme and no control characters. Anything else is
 * dropped (null) and the user lands on the listing page.
 */
export const safeReturnTarget = (raw: string | null | undefined): string | null => {
  if (raw === null || raw === undefined) return null
  if (!raw.startsWith('/')) return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null
  const second = raw.charAt(1)
  if (second === '/' || second === '\\') return null
  if (/^\/%(2f|5c)/i.test(raw)) return null
  return raw
}
