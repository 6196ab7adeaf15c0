import type { PersonaKey } from '@gavel/sandbox'

/** The sandbox's personas a story may sign in as (`{persona}@gavel.test`, see packages/sandbox/CONTEXT.md). */
export type SandboxPersona = PersonaKey

/**
 * A failure the sandbox stages for one story, named by behaviour (STYLE rule 16). Stories name failures as data,
 * so packages/ui never imports the sandbox's helpers itself:
 * - `bidFails`: every bid answers this status with the gateway's reason (`makeBidFail`);
 * - `listingFails`: the live listing answers this status (`makeListingFail`);
 * - `hideFails`: hiding an auction answers this status (`makeHideFail`);
 * - `savedSearchesFail`: reading the saved searches answers this status (`makeSavedSearchesFail`);
 * - `saveSearchFails`: creating a saved search answers this status (`makeSaveSearchFail`);
 * - `slowResponses`: every contract call waits this long in ms (`delayResponses`); 'forever' for loading states;
 * - `callFails`: one call (an MSW path such as `*` then `/dealership/:id/performance_info`) answers this status;
 * - `callMalformed`: one call answers a JSON body that breaks its contract.
 */
export type SandboxFailure =
  | { readonly bidFails: number }
  | { readonly listingFails: number }
  | { readonly listingEmpty: true }
  | { readonly hideFails: number }
  | { readonly slowResponses: number | 'forever' }
  | { readonly savedSearchesFail: number }
  | { readonly saveSearchFails: number }
  | { readonly callFails: { readonly path: string; readonly status: number; readonly method?: 'get' | 'post' | 'put' } }
  | { readonly callMalformed: { readonly path: string; readonly method?: 'get' | 'post' | 'put' } }

/** `parameters.sandbox`: the story renders against the sandbox (a fresh world per story) instead of fakes. */
export interface SandboxParameters {
  /** Who is signed in before the story renders; leave out for a signed-out story (the login screen). */
  readonly persona?: SandboxPersona
  /** The world's fixed "now" (epoch ms, default STORY_NOW): the engine stays still, so texts are stable. */
  readonly now?: number
  /** Real time instead: background dealers bid and auctions end and launch (demos; not for assertions). */
  readonly live?: boolean
  /** Same seed, same world (default 1). */
  readonly seed?: number
  /** Generated auctions besides the ten scenario auctions (default 60: enough for two pages). */
  readonly auctions?: number
  /** Failures staged after the persona signed in. */
  readonly failures?: readonly SandboxFailure[]
}

/** The default still "now" of sandbox stories: 21 Nov 2026, 15:00 UTC. */
export const STORY_NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
