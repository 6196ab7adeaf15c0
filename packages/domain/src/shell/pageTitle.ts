/** The product name default (ADR 0029: a runtime brand setting). */
export const DEFAULT_BRAND = 'Gavel'

/** Page title: the product name, a separator, then the page title (shell §2.1), e.g. 'Gavel | Live Auctions'. */
export const pageTitle = (brand: string, title: string | null): string =>
  title === null || title.trim() === '' ? brand : `${brand} | ${title}`

/** The environment banner shows the environment name when it is neither production nor development (shell §2.1). */
export const environmentBanner = (environment: string): string | null => {
  const name = environment.trim()
  return name === '' || ['production', 'development'].includes(name.toLowerCase()) ? null : name
}

/** The user menu's name, with the spec's fallback (shell §2.1). */
export const displayName = (fullName: string | null | undefined): string =>
  fullName === null || fullName === undefined || fullName.trim() === '' ? 'No Name Available' : fullName

/** The user's initials for the user menu (shell §2.1): first letters of the first and last words. */
export const initials = (fullName: string | null | undefined): string => {
  const words = (fullName ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')
  const first = words[0]?.charAt(0) ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : ''
  return `${first}${last}`.toUpperCase()
}
