import type { User } from '../../model/user'
import type { TeamMember } from './team'

/**
 * The primary-contact restriction of manage users (shell §6 "details not shown"; ADR 0025): the primary contact's
 * role is fixed and they cannot be removed; only the primary contact may change or remove another admin; nobody
 * changes their own role or removes themselves. The reason a change is not allowed, or null.
 */
export const teamChangeBlock = (viewer: User, dealerId: number, target: TeamMember): string | null => {
  if (target.isPrimaryContact) return "The primary contact's role can't be changed and they can't be removed."
  if (target.userId === viewer.id) return "You can't change your own role or remove yourself."
  const mine = viewer.dealerships.find((d) => d.id === dealerId)
  if (target.role === 'admin' && !mine?.isPrimaryContact)
    return "Only your dealership's primary contact can change or remove another admin."
  return null
}

/** A limit as typed: blank = no limit, else whole dollars ≥ 1 ("$10,000" and "10000" both read). */
export const parseLimit = (
  typed: string,
): { readonly ok: true; readonly value: number | null } | { readonly ok: false; readonly error: string } => {
  const t = typed.trim().replace(/[$,\s]/g, '')
  if (t === '') return { ok: true, value: null }
  if (!/^\d{1,9}$/.test(t) || Number(t) < 1)
    return { ok: false, error: 'Enter whole dollars, like 10000, or leave it blank for no limit.' }
  return { ok: true, value: Number(t) }
}

/** The dealerships the user is an admin of (settings' admin pages work on one of them at a time). */
export const adminDealerships = (user: User) => user.dealerships.filter((d) => d.memberType === 'admin')

/** The admin dealership a page works on: the one asked for if the user administers it, else the default, else the first. */
export const pickAdminDealership = (user: User, asked: number | null) => {
  const mine = adminDealerships(user)
  return mine.find((d) => d.id === asked) ?? mine.find((d) => d.id === user.defaultDealerId) ?? mine[0] ?? null
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

/** The invite form's error for one field, or null. */
export const inviteFieldError = (field: 'email' | 'firstName' | 'lastName', value: string): string | null => {
  if (field === 'email') return EMAIL.test(value.trim()) ? null : 'Enter an e-mail address, like name@dealership.com.'
  if (value.trim() === '') return field === 'firstName' ? 'Enter their first name.' : 'Enter their last name.'
  return null
}
