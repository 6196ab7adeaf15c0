import type { Session } from '@gavel/domain'
import { createQueryClient, GavelProviders, type Ticker } from '@gavel/ui'
import { type ReactNode, useState } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import {
  aMarketplace,
  aSession,
  createFakeMarketplace,
  createFakeSession,
  createManualFeed,
  fakeResolver,
  realClock,
  type StoryServices,
  sequentialIds,
} from './fakes'

/** What a story may set under `parameters` to shape its world. */
export interface HarnessParameters {
  /** Ports to replace; a function is called once per story render, so fakes never leak between stories. */
  readonly services?: Partial<StoryServices> | (() => Partial<StoryServices>)
  /** The signed-in session of the default SessionControl fake (null: signed out). */
  readonly session?: Session | null
  /** A fixed ticker for stories that need a known "now". */
  readonly ticker?: Ticker
  /** Where the MemoryRouter starts and the route pattern the story is mounted at. */
  readonly route?: { readonly path: string; readonly at: string }
}

const defaultServices = (parameters: HarnessParameters): StoryServices => {
  const marketplace = createFakeMarketplace({ auctions: aMarketplace() })
  const overrides = typeof parameters.services === 'function' ? parameters.services() : (parameters.services ?? {})
  return {
    listing: marketplace,
    catalog: marketplace,
    bidding: marketplace,
    feed: createManualFeed(),
    session: createFakeSession({ initial: parameters.session === undefined ? aSession() : parameters.session }),
    clock: realClock(),
    ids: sequentialIds(),
    ...overrides,
  }
}

/** Shows where a story navigated to, so play functions can assert a link's target. */
const Navigated = () => {
  const location = useLocation()
  return <p data-testid="navigated">Navigated to {location.pathname}</p>
}

/** Theme, ports (in-memory fakes), query cache, ticker, toasts and a MemoryRouter around one story. */
export const StoryHarness = ({ parameters, children }: { parameters: HarnessParameters; children: ReactNode }) => {
  const [world] = useState(() => ({
    resolver: fakeResolver(defaultServices(parameters)),
    queryClient: createQueryClient(),
  }))
  const route = parameters.route ?? { path: '/', at: '/' }
  return (
    <GavelProviders resolver={world.resolver} queryClient={world.queryClient} ticker={parameters.ticker}>
      <MemoryRouter initialEntries={[route.at]}>
        <Routes>
          <Route path={route.path} element={children} />
          <Route path="*" element={<Navigated />} />
        </Routes>
      </MemoryRouter>
    </GavelProviders>
  )
}
