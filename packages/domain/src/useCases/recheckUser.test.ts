import { describe, expect, it } from 'vitest'
import { dealerId } from '../model/ids'
import type { Session } from '../model/session'
import type { User } from '../model/user'
import { aSession } from '../testing/sessionBuilder'
import { aUser } from '../testing/userBuilder'
import { recheckUser } from './recheckUser'

const sessionOf = (initial: Session | null) => {
  let current = initial
  return {
    current: () => current,
    update: async (change: (s: Session) => Session) => {
      if (current) current = change(current)
    },
  }
}
const identityAnswering = (user: User) => ({ loadUser: async () => user })

describe('recheckUser (shell §4.2, §4.6)', () => {
  it("says 'Your dealer has been activated!' when a limited dealer turns active, and keeps the new user", async () => {
    const limited = aUser().inactive().build()
    const session = sessionOf(aSession().forUser(limited).build())
    const active = { ...limited, active: true }
    await expect(recheckUser({ identity: identityAnswering(active), session })).resolves.toBe(
      'Your dealer has been activated!',
    )
    expect(session.current()?.user.active).toBe(true)
  })

  it('says nothing when nothing changed, or when signed out', async () => {
    const user = aUser().build()
    const session = sessionOf(aSession().forUser(user).build())
    await expect(recheckUser({ identity: identityAnswering(user), session })).resolves.toBeNull()
    await expect(recheckUser({ identity: identityAnswering(user), session: sessionOf(null) })).resolves.toBeNull()
  })

  it('keeps the capital standing loaded at sign-in, which the identity service does not send', async () => {
    const capital = { isCapitalUser: true, dealerSelection: [{ dealerId: dealerId(109), productLines: ['standard'] }] }
    const before = aUser().build()
    const session = sessionOf(
      aSession()
        .forUser({ ...before, capital })
        .build(),
    )
    await recheckUser({ identity: identityAnswering({ ...before, fullName: 'Dana Renamed' }), session })
    expect(session.current()?.user).toMatchObject({ fullName: 'Dana Renamed', capital })
  })
})
