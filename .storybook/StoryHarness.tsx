import type { PortResolver } from '@gavel/domain'
import { createQueryClient, GavelProviders, type Ticker } from '@gavel/ui'
import { type ReactNode, useState } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { fakeResolver, realClock, type StoryServices, sequentialIds } from './fakes'
import type { SandboxParameters } from './sandbox'

/** What a story may set under `parameters` to shape its world. */
export interface HarnessParameters {
  /**
   * Screen stories: run against a fresh sandbox world through the page's MSW worker, with the app's own
   * container (see sandbox/loadSandbox.ts). Ports then come from the sandbox, never from `services`.
   */
  readonly sandbox?: SandboxParameters
  /** Component stories: ports to provide; a function is called once per story render, so fakes never leak. */
  readonly services?: Partial<StoryServices> | (() => Partial<StoryServices>)
  /** A fixed ticker for stories that need a known "now". */
  readonly ticker?: Ticker
  /** Where the MemoryRouter starts and the route pattern the story is mounted at. */
  readonly route?: { readonly path: string; readonly at: string }
}

/** Component stories get a real clock and sequential ids; anything else they need they name in `services`. */
const fakeServices = (parameters: HarnessParameters): PortResolver => {
  const overrides = typeof parameters.services === 'function' ? parameters.services() : (parameters.services ?? {})
  return fakeResolver({ clock: realClock(), ids: sequentialIds(), ...overrides })
}

/** Shows where a story navigated to, so play functions can assert a link's target. */
const Navigated = () => {
  const location = useLocation()
  return <p data-testid="navigated">Navigated to {location.pathname}</p>
}

/**
 * Theme, ports, query cache, ticker, toasts and a MemoryRouter around one story. The ports are the sandbox
 * container's (`resolver`, from the story's loader) when the story opted into the sandbox, else fakes.
 */
export const StoryHarness = ({
  parameters,
  resolver,
  children,
}: {
  parameters: HarnessParameters
  resolver?: PortResolver | undefined
  children: ReactNode
}) => {
  const [world] = useState(() => ({
    resolver: resolver ?? fakeServices(parameters),
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
