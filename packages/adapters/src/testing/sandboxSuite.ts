import { SessionControl } from '@gavel/domain'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { sandboxContainer } from './sandboxContainer'

/** The password every sandbox persona signs in with. */
export const SANDBOX_PASSWORD = 'gavel-sandbox'

/**
 * One sandboxed app for a test file: the sandbox listens before the file's first test, each test ends with the
 * file's handler overrides dropped and the session signed out, and the sandbox closes after the last test.
 * `signIn('seller')` signs in as `seller@gavel.test`.
 */
export const sandboxSuite = (options: { readonly backgroundBidding?: boolean } = {}) => {
  const app = sandboxContainer(options)
  const session = () => app.services.resolve(SessionControl)
  beforeAll(() => app.listen())
  afterEach(async () => {
    app.sandbox.server.resetHandlers()
    await session()
      .signOut()
      .catch(() => {})
  })
  afterAll(() => app.close())
  return {
    ...app,
    session,
    signIn: (persona: string) => session().signIn({ email: `${persona}@gavel.test`, password: SANDBOX_PASSWORD }),
  }
}
