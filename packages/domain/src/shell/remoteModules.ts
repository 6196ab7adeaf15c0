import type { Analytics } from '../ports/Analytics'
import type { ErrorReporting } from '../ports/ErrorReporting'

/** The spec's remote modules (shell §1): parts of the app that load on their own and may fail to. */
export type RemoteModuleName = 'capital' | 'inventory' | 'transportationHub' | 'physicalAuctionPanel'

/** How a failed load is noted (shell §1): tracked as an analytics event, or reported to monitoring. */
export type RemoteFailureNote = 'tracked' | 'reported'

export interface RemoteModule {
  readonly name: RemoteModuleName
  /** The dealer's name for the part of the app, shown on the error page. */
  readonly title: string
  readonly failure: RemoteFailureNote
}

/**
 * Shell §1: "A failed load of a remote module is tracked as an event (transportation hub, physical auction panel)
 * or reported (inventory)". Capital is not named there: reported, like inventory (our design, ADR 0028).
 */
export const RemoteModules: Readonly<Record<RemoteModuleName, RemoteModule>> = {
  capital: { name: 'capital', title: 'Capital', failure: 'reported' },
  inventory: { name: 'inventory', title: 'My Inventory', failure: 'reported' },
  transportationHub: { name: 'transportationHub', title: 'Transport', failure: 'tracked' },
  physicalAuctionPanel: { name: 'physicalAuctionPanel', title: 'Physical auction', failure: 'tracked' },
}

/** The analytics event of a tracked failure; its one property names the module. */
export const REMOTE_MODULE_LOAD_FAILED = 'remote_module_load_failed'

/** The error page's text when a remote module did not load (our design). */
export const remoteModuleFailedText = (module: RemoteModule): string =>
  `${module.title} could not be loaded. Check your connection and try again.`

/** Notes a failed load the way shell §1 says for this module: an analytics event or a monitoring report. */
export const noteRemoteModuleFailure = (
  module: RemoteModule,
  error: unknown,
  ports: { readonly analytics: Analytics; readonly errors: ErrorReporting },
): void => {
  if (module.failure === 'tracked') ports.analytics.track(REMOTE_MODULE_LOAD_FAILED, { module: module.name })
  else ports.errors.report(error, { remoteModule: module.name })
}
