import type { Clock, ManualClock } from './engine/clock'
import { createEngine, type Engine } from './engine/createEngine'
import type { TokenSource } from './engine/sessions'
import { createWorld } from './world/createWorld'
import { PERSONA_IDS, type PersonaKey } from './world/personas'
import type { World } from './world/types'

export interface SandboxCoreOptions {
  /** Same seed, same world. Default 1. */
  readonly seed?: number
  /** Generated auctions besides the ten scenario auctions. Default 300. */
  readonly auctions?: number
  /** Background dealers bid (default true). */
  readonly backgroundBidding?: boolean
  /** New live auctions launch every minute (default true). */
  readonly waves?: boolean
  readonly tokens?: TokenSource
}

export interface SandboxCore {
  readonly world: World
  readonly engine: Engine
  /** Issues tokens for a persona without a password (tests, stories, provider states). */
  signIn(persona: PersonaKey): { accessToken: string; refreshTokenId: string; expiresIn: number }
}

/** A world and its engine on the given clock. */
export const createSandboxCore = (clock: Clock | ManualClock, options: SandboxCoreOptions = {}): SandboxCore => {
  const world = createWorld({
    now: clock.now(),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.auctions === undefined ? {} : { auctions: options.auctions }),
  })
  const engine = createEngine({
    world,
    clock,
    ...(options.tokens ? { tokens: options.tokens } : {}),
    ...(options.backgroundBidding === undefined ? {} : { backgroundBidding: options.backgroundBidding }),
    ...(options.waves === undefined ? {} : { waves: options.waves }),
  })
  return { world, engine, signIn: (persona) => engine.sessions.issueFor(PERSONA_IDS[persona]) }
}
