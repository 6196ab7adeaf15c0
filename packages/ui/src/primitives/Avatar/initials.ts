import { initials } from '@gavel/domain'

/** Initials for an avatar: the domain's initials of the full name (shell §2.1), else the email's first letter, else '?'. */
export const initialsOf = (fullName: string | null, email = ''): string =>
  initials(fullName) || email.charAt(0).toUpperCase() || '?'
