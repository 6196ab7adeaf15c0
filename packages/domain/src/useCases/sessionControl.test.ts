import { describe, expect, it, vi } from 'vitest'
import { InvalidInput, ServiceUnavailable, SessionExpired } from '../errors'
import { epochMillis } from '../model/ids'
import type { Session, SessionTokens } from '../model/session'
import type { Identity } from '../ports/Identity'
import { spentRefreshTokenMark } from '../session/refreshPolicy'
import { FIXED_NOW, FixedClock } from '../testing/FixedClock'
import { InMemoryCrossTabLock } from '../testing/InMemoryCrossTabLock'
import { InMemorySessionVault, SharedStorage } from '../testing/InMemorySessionVault'
import { partialFake } from '../testing/partialFake'
import { A_REFRESH_TOKEN, aSession } from '../testing/sessionBuilder'
import { createSessionControl, TOKEN_REFRESH_LOCK } from './sessionControl'

const MIN = 60_000
const freshTokens = (clock: FixedClock, n = 2): SessionTokens => ({
  accessToken: `access-${n}`,
  refreshTokenId: A_REFRESH_TOKEN,
  expiresAt: epochMillis(clock.now() + 30 * MIN),
  updatedAt: clock.now(),
})

/** A window's vault that reads its own copy of the shared storage, brought up to date only by `deliver`. */
class LaggingVault extends InMemorySessionVault {
  #copy: Session | null
  readonly #listeners = new Set<(session: Session | null) => void>()

  constructor(storage: SharedStorage) {
    super(new SharedStorage())
    this.shared = storage
    this.#copy = storage.session
  }

  private readonly shared: SharedStorage

  override read(): Session | null {
    return this.#copy
  }

  override subscribe(listener: (session: Session | null) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** How many listeners hear this window's storage (the session use case keeps one of its own). */
  get listening(): number {
    return this.#listeners.size
  }

  deliver(): void {
    this.#copy = this.shared.session
    for (const listener of [...this.#listeners]) listener(this.#copy)
  }
}

const setup = (identity: Partial<Identity> = {}, storage = new SharedStorage(), lock = new InMemoryCrossTabLock()) => {
  const clock = new FixedClock()
  const vault = new InMemorySessionVault(storage)
  const onSignedOut = vi.fn()
  const control = createSessionControl({
    identity: partialFake<Identity>('Identity', identity),
    vault,
    lock,
    clock,
    onSignedOut,
  })
  return { clock, vault, control, onSignedOut, storage, lock }
}

describe('signIn and current (shell §4.2)', () => {
  it('starts from the vault', () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    expect(setup({}, storage).control.current()).toBe(storage.session)
  })

  it('signs in, writes the vault and notifies', async () => {
    const session = aSession().build()
    const { control, storage } = setup({ signIn: async () => session })
    const listener = vi.fn()
    control.subscribe(listener)
    await expect(control.signIn({ email: 'a@b.c', password: 'pw' })).resolves.toBe(session)
    expect(control.current()).toBe(session)
    expect(storage.session).toBe(session)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('follows writes made by another window', () => {
    const storage = new SharedStorage()
    const { control } = setup({}, storage)
    const other = new InMemorySessionVault(storage)
    const listener = vi.fn()
    const unsubscribe = control.subscribe(listener)
    const session = aSession().build()
    other.write(session)
    expect(control.current()).toBe(session)
    other.clear()
    expect(control.current()).toBeNull()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    other.write(session)
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('accessToken (shell §4.2)', () => {
  it('is null when signed out', async () => {
    await expect(setup().control.accessToken()).resolves.toBeNull()
  })

  it('returns the current token without refreshing while it is fresh', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const { control, lock } = setup({}, storage)
    await expect(control.accessToken()).resolves.toBe('access-1')
    expect(lock.acquired).toEqual([])
  })

  it('refreshes under the lock when the policy says so, and stores the new tokens', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const refreshTokens = vi.fn(async () => freshTokens(clock))
    const { control, lock, clock } = setup({ refreshTokens }, storage)
    clock.advance(12 * MIN)
    await expect(control.accessToken()).resolves.toBe('access-2')
    expect(refreshTokens).toHaveBeenCalledWith(A_REFRESH_TOKEN)
    expect(lock.acquired).toEqual([TOKEN_REFRESH_LOCK])
    expect(storage.session?.tokens.accessToken).toBe('access-2')
    expect(control.current()?.tokens.accessToken).toBe('access-2')
  })

  it('shares one refresh between concurrent calls in one window', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const refreshTokens = vi.fn(async () => freshTokens(clock))
    const { control, clock, lock } = setup({ refreshTokens }, storage)
    clock.advance(28 * MIN)
    const tokens = await Promise.all([control.accessToken(), control.accessToken(), control.accessToken()])
    expect(tokens).toEqual(['access-2', 'access-2', 'access-2'])
    expect(refreshTokens).toHaveBeenCalledTimes(1)
    expect(lock.acquired).toEqual([TOKEN_REFRESH_LOCK])
    expect(TOKEN_REFRESH_LOCK).toBe('gavel.token-refresh')
  })

  it('lets exactly one window refresh; the other finds fresh tokens inside the lock', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const lock = new InMemoryCrossTabLock()
    const refreshA = vi.fn(async () => freshTokens(a.clock, 2))
    const refreshB = vi.fn(async () => freshTokens(b.clock, 3))
    const a = setup({ refreshTokens: refreshA }, storage, lock)
    const b = setup({ refreshTokens: refreshB }, storage, lock)
    a.clock.advance(13 * MIN)
    b.clock.advance(13 * MIN)
    const [tokenA, tokenB] = await Promise.all([a.control.accessToken(), b.control.accessToken()])
    expect(refreshA).toHaveBeenCalledTimes(1)
    expect(refreshB).not.toHaveBeenCalled()
    expect([tokenA, tokenB]).toEqual(['access-2', 'access-2'])
    expect(lock.acquired).toEqual([TOKEN_REFRESH_LOCK, TOKEN_REFRESH_LOCK])
  })

  it("waits for another window's new tokens when its storage still holds the token that window just spent", async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const lock = new InMemoryCrossTabLock()
    const a = setup(
      { refreshTokens: vi.fn(async () => ({ ...freshTokens(a.clock, 2), refreshTokenId: 'rotated' })) },
      storage,
      lock,
    )
    // Window b's storage hears of a's write only when `deliver` runs (Chromium passes localStorage writes between
    // renderers asynchronously, so the next holder of the lock can still read the spent token).
    const refreshB = vi.fn(async () => freshTokens(a.clock, 3))
    const stale = new LaggingVault(storage)
    const b = createSessionControl({
      identity: partialFake<Identity>('Identity', { refreshTokens: refreshB }),
      vault: stale,
      lock,
      clock: a.clock,
    })
    a.clock.advance(13 * MIN)
    await expect(a.control.accessToken()).resolves.toBe('access-2')
    expect(lock.marks).toEqual(new Set([spentRefreshTokenMark(A_REFRESH_TOKEN)]))
    expect(spentRefreshTokenMark(A_REFRESH_TOKEN)).not.toContain(A_REFRESH_TOKEN)
    const tokenB = b.accessToken()
    await Promise.resolve()
    stale.deliver()
    await expect(tokenB).resolves.toBe('access-2')
    expect(refreshB).not.toHaveBeenCalled()
    expect(b.current()?.tokens.refreshTokenId).toBe('rotated')
  })

  it("stops waiting for another window's tokens when the lock's time runs out, and does nothing unlocked after", async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const lock = new InMemoryCrossTabLock()
    const clock = new FixedClock()
    lock.mark(spentRefreshTokenMark(A_REFRESH_TOKEN), 10_000)
    const refreshB = vi.fn(async () => freshTokens(clock, 3))
    const stale = new LaggingVault(storage)
    const b = createSessionControl({
      identity: partialFake<Identity>('Identity', { refreshTokens: refreshB }),
      vault: stale,
      lock,
      clock,
    })
    clock.advance(13 * MIN)
    const tokenB = b.accessToken()
    await vi.waitFor(() => expect(stale.listening).toBe(2))
    lock.expireHeld()
    await expect(tokenB).rejects.toThrow('Timed out waiting for token refresh')
    expect(stale.listening).toBe(1)
    // the other window's write arrives late, still needing a refresh: nothing is refreshed outside the lock
    storage.session = aSession().withTokens({ accessToken: 'access-late' }).build()
    stale.deliver()
    for (let tick = 0; tick < 10; tick += 1) await Promise.resolve()
    expect(refreshB).not.toHaveBeenCalled()
  })

  it('refreshes as usual once the mark of a spent token is down', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const lock = new InMemoryCrossTabLock()
    lock.mark(spentRefreshTokenMark(A_REFRESH_TOKEN), 10_000)
    lock.unmarkAll()
    const refreshTokens = vi.fn(async () => freshTokens(clock))
    const { control, clock } = setup({ refreshTokens }, storage, lock)
    clock.advance(13 * MIN)
    await expect(control.accessToken()).resolves.toBe('access-2')
    expect(refreshTokens).toHaveBeenCalledTimes(1)
  })

  it('finds the session gone inside the lock when another window signed out', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const { control, clock } = setup({}, storage)
    clock.advance(13 * MIN)
    storage.session = null
    await expect(control.accessToken()).resolves.toBeNull()
    expect(control.current()).toBeNull()
  })

  it('clears the session and rejects when the server refuses the refresh', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const expired = new SessionExpired({ message: 'gone' })
    const { control, clock, onSignedOut } = setup({ refreshTokens: async () => Promise.reject(expired) }, storage)
    clock.advance(13 * MIN)
    await expect(control.accessToken()).rejects.toBe(expired)
    expect(control.current()).toBeNull()
    expect(storage.session).toBeNull()
    expect(onSignedOut).toHaveBeenCalledTimes(1)
  })

  it('keeps the session on other refresh failures, and tries again next time', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const failure = ServiceUnavailable.default()
    const refreshTokens = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(freshTokens(new FixedClock()))
    const { control, clock } = setup({ refreshTokens }, storage)
    clock.advance(13 * MIN)
    await expect(control.accessToken()).rejects.toBe(failure)
    expect(control.current()).not.toBeNull()
    await expect(control.accessToken()).resolves.toBe('access-2')
  })

  it('reports a malformed refresh token but still refreshes', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().withTokens({ refreshTokenId: 'not-a-guid' }).build()
    const reported: string[] = []
    const clock = new FixedClock(FIXED_NOW + 13 * MIN)
    const refreshTokens = vi.fn(async () => freshTokens(clock))
    const control = createSessionControl({
      identity: partialFake<Identity>('Identity', { refreshTokens }),
      vault: new InMemorySessionVault(storage),
      lock: new InMemoryCrossTabLock(),
      clock,
      onMalformedRefreshToken: (t) => reported.push(t),
    })
    await expect(control.accessToken()).resolves.toBe('access-2')
    expect(reported).toEqual(['not-a-guid'])
  })

  it('does not report a well-formed refresh token', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const reported: string[] = []
    const clock = new FixedClock(FIXED_NOW + 13 * MIN)
    const control = createSessionControl({
      identity: partialFake<Identity>('Identity', { refreshTokens: async () => freshTokens(clock) }),
      vault: new InMemorySessionVault(storage),
      lock: new InMemoryCrossTabLock(),
      clock,
      onMalformedRefreshToken: (t) => reported.push(t),
    })
    await control.accessToken()
    expect(reported).toEqual([])
  })
})

describe('signOut (shell §4.2)', () => {
  it('rejects without a session, with the spec text', async () => {
    const { control } = setup()
    await expect(control.signOut()).rejects.toEqual(
      new InvalidInput({ message: 'missing required parameters for logout', field: 'session' }),
    )
  })

  it('rejects without a refresh token and clears what is there', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().withTokens({ refreshTokenId: '' }).build()
    const { control } = setup({}, storage)
    await expect(control.signOut()).rejects.toBeInstanceOf(InvalidInput)
    expect(control.current()).toBeNull()
  })

  it('calls the server with the user and refresh token, then clears vault and memory', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const signOut = vi.fn(async () => undefined)
    const { control, onSignedOut } = setup({ signOut }, storage)
    await control.signOut()
    expect(signOut).toHaveBeenCalledWith({ userId: 7, refreshTokenId: A_REFRESH_TOKEN })
    expect(control.current()).toBeNull()
    expect(storage.session).toBeNull()
    expect(onSignedOut).toHaveBeenCalledTimes(1)
  })

  it('signs out once when asked twice at the same time (a double click, an effect run twice)', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const signOut = vi.fn(async () => undefined)
    const { control, onSignedOut } = setup({ signOut }, storage)
    await Promise.all([control.signOut(), control.signOut()])
    expect(signOut).toHaveBeenCalledTimes(1)
    expect(onSignedOut).toHaveBeenCalledTimes(1)
    expect(control.current()).toBeNull()
  })

  it('clears even when the server call fails', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const { control } = setup({ signOut: async () => Promise.reject(ServiceUnavailable.default()) }, storage)
    await expect(control.signOut()).resolves.toBeUndefined()
    expect(control.current()).toBeNull()
    expect(storage.session).toBeNull()
  })
})

describe('update (a rechecked user, reloaded flags)', () => {
  it('replaces the session at once and stores it for other windows', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const { control } = setup({}, storage)
    const listener = vi.fn()
    control.subscribe(listener)
    const stored = control.update((s) => ({ ...s, flags: { dev_tools: true } }))
    expect(control.current()?.flags).toEqual({ dev_tools: true })
    expect(listener).toHaveBeenCalled()
    await stored
    expect(storage.session?.flags).toEqual({ dev_tools: true })
  })

  it("never stores older tokens over another window's refresh it has not heard of yet", async () => {
    const storage = new SharedStorage()
    const clock = new FixedClock()
    const old = aSession().build()
    storage.session = old
    const { control } = setup({}, storage)
    // another window refreshed; this window's storage event has not arrived yet
    const refreshed = { ...old, tokens: freshTokens(clock, 7) }
    storage.session = refreshed
    await control.update((s) => ({ ...s, flags: { dev_tools: true } }))
    expect(storage.session?.tokens).toEqual(refreshed.tokens)
    expect(storage.session?.flags).toEqual({ dev_tools: true })
    expect(control.current()?.tokens).toEqual(refreshed.tokens)
  })

  it('stores the change inside the refresh lock', async () => {
    const storage = new SharedStorage()
    storage.session = aSession().build()
    const { control, lock } = setup({}, storage)
    let release = () => {}
    const held = lock.withLock(TOKEN_REFRESH_LOCK, 10_000, () => new Promise<void>((r) => (release = r)))
    await Promise.resolve()
    const stored = control.update((s) => ({ ...s, flags: { dev_tools: true } }))
    await Promise.resolve()
    expect(storage.session?.flags).not.toEqual({ dev_tools: true })
    release()
    await held
    await stored
    expect(storage.session?.flags).toEqual({ dev_tools: true })
  })

  it('does nothing when signed out', async () => {
    const { control, storage } = setup()
    const change = vi.fn((s) => s)
    await control.update(change)
    expect(change).not.toHaveBeenCalled()
    expect(storage.session).toBeNull()
  })
})
