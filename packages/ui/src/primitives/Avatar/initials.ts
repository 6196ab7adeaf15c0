/** Initials for an avatar: first letters of the first and last names, else of the email, else '?'. */
export const initialsOf = (fullName: string | null, email = ''): string => {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length > 0) {
    const first = words[0]!.charAt(0)
    const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : ''
    return `${first}${last}`.toUpperCase()
  }
  return email.charAt(0).toUpperCase() || '?'
}
