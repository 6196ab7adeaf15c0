import { describe, expect, it } from 'vitest'
import { ServiceUnavailable } from '../errors'
import { dealerId } from '../model/ids'
import type { Session } from '../model/session'
import type { CapitalStanding } from '../model/user'
import { showsCapitalMenu } from '../rules/permissions'
import { aSession } from '../testing/sessionBuilder'
import { aUser } from '../testing/userBuilder'
import { loadCapitalStanding } from './loadCapitalStanding'

const sessionOf = (initial: Session | null) => {
  let current = initial
  return {
    current: () => current,
    become: (next: Session | null) => {
      current = next
    },
    update: async (change: (s: Session) => Session) => {
      if (current) current = change(current)
    },
  }
}

const standard: CapitalStanding = {
  isCapitalUser: true,
  dealerSelection: [{ dealerId: dealerId(109), productLines: ['standard'] }],
}

describe('loadCapitalStanding (shell §2.1, §6)', () => {
  it('puts the standing on the signed-in user, which shows the capital menu', async () => {
    const session = sessionOf(aSession().build())
    const source = { load: async () => standard }
    expect(showsCapitalMenu(session.current()?.user ?? aUser().build())).toBe(false)
    await expect(loadCapitalStanding({ source, session })).resolves.toEqual(standard)
    expect(session.current()?.user.capital).toEqual(standard)
    expect(showsCapitalMenu(session.current()?.user ?? aUser().build())).toBe(true)
  })

  it('keeps a not-capital answer too, so the menu stays hidden', async () => {
    const session = sessionOf(aSession().build())
    const notCapital = { isCapitalUser: false, dealerSelection: [] }
    await loadCapitalStanding({ source: { load: async () => notCapital }, session })
    expect(session.current()?.user.capital).toEqual(notCapital)
  })

  it('asks nothing when signed out', async () => {
    const source = {
      load: async () => {
        throw new Error('must not be asked')
      },
    }
    await expect(loadCapitalStanding({ source, session: sessionOf(null) })).resolves.toBeNull()
  })

  it('stores nothing when another user signed in while it loaded', async () => {
    const session = sessionOf(aSession().build())
    const other = aSession().forUser(aUser().withId(8).build()).build()
    const source = {
      load: async () => {
        session.become(other)
        return standard
      },
    }
    await expect(loadCapitalStanding({ source, session })).resolves.toBeNull()
    expect(session.current()?.user.capital).toBeUndefined()
  })

  it('rejects with the failure and leaves the session as it was', async () => {
    const start = aSession().build()
    const session = sessionOf(start)
    const source = {
      load: async () => {
        throw ServiceUnavailable.default()
      },
    }
    await expect(loadCapitalStanding({ source, session })).rejects.toBeInstanceOf(ServiceUnavailable)
    expect(session.current()).toBe(start)
  })
})
