import { createContainer } from '@gavel/adapters'
import { allAreas } from '@gavel/adapters/areas'
import { MemoryStorage } from '@gavel/adapters/testing'
import { type PortResolver, SessionControl } from '@gavel/domain'
import { SANDBOX_PASSWORD } from '@gavel/sandbox'
import { type BrowserSandbox, createBrowserSandbox } from '@gavel/sandbox/browser'
import { failureHandlers } from './failures'
import { type SandboxParameters, STORY_NOW } from './parameters'
import { clearFailures, serveSandbox } from './worker'

/** What a sandbox story finds in `context.loaded.sandbox`: the world it runs against and the app's ports. */
export interface LoadedSandbox {
  readonly sandbox: BrowserSandbox
  readonly resolver: PortResolver
}

/** Story generated auctions by default: two listing pages and a bit, and a fast world to build. */
const STORY_AUCTIONS = 60

/**
 * The Storybook loader of sandbox stories (`docs/architecture.md` "Sandbox": the browser's service worker is one of
 * the world's hosts). For a story with `parameters.sandbox` it builds a fresh, still world, serves it through
 * the page's MSW worker, builds the app's container over the world's `/config.json` with an in-memory
 * storage (as apps/web does with localStorage), signs the persona in through the real SessionControl, and
 * only then stages the story's failures. Other stories get nothing and keep their fakes.
 */
export const loadSandbox = async ({
  parameters,
}: {
  parameters: { sandbox?: SandboxParameters }
}): Promise<{ sandbox?: LoadedSandbox }> => {
  const options = parameters.sandbox
  if (options === undefined) return {}
  const sandbox = createBrowserSandbox({
    ...(options.live ? {} : { now: options.now ?? STORY_NOW }),
    auctions: options.auctions ?? STORY_AUCTIONS,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  })
  await serveSandbox(sandbox.handlers)
  // Its own storage and storage events: no session from another story or another tab leaks in.
  const resolver = createContainer({
    config: sandbox.config,
    areas: allAreas,
    platform: { storage: new MemoryStorage(), events: new EventTarget() },
  })
  if (options.persona !== undefined) {
    await resolver
      .resolve(SessionControl)
      .signIn({ email: `${options.persona}@gavel.test`, password: SANDBOX_PASSWORD })
  }
  await serveSandbox(
    sandbox.handlers,
    failureHandlers(options.failures ?? [], () => sandbox.clock.now()),
  )
  return { sandbox: { sandbox, resolver } }
}

/** `beforeEach` of preview.tsx: after a sandbox story, its failures go and its world stops. */
export const cleanUpSandbox = ({ loaded }: { loaded: Record<string, unknown> }) => {
  const loadedSandbox = loaded.sandbox as LoadedSandbox | undefined
  if (loadedSandbox === undefined) return undefined
  return async () => {
    loadedSandbox.sandbox.stop()
    await clearFailures(loadedSandbox.sandbox.handlers)
  }
}
