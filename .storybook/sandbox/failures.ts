import {
  delayResponses,
  makeBidFail,
  makeHideFail,
  makeListingEmpty,
  makeListingFail,
  makeSavedSearchesFail,
  makeSaveSearchFail,
} from '@gavel/sandbox'
import { HttpResponse, http, type RequestHandler } from 'msw'
import type { SandboxFailure } from './parameters'

/** Longest timer a browser keeps (about 24.8 days): "never answers" for a story. */
const FOREVER_MS = 2_147_483_647

/** The sandbox's failure helpers for a story's `failures`, answering with the world's clock. */
export const failureHandlers = (failures: readonly SandboxFailure[], now: () => number): RequestHandler[] =>
  failures.map((failure) => {
    if ('bidFails' in failure) return makeBidFail(failure.bidFails, { now })
    if ('listingFails' in failure) return makeListingFail(failure.listingFails, { now })
    if ('listingEmpty' in failure) return makeListingEmpty({ now })
    if ('hideFails' in failure) return makeHideFail(failure.hideFails, { now })
    if ('savedSearchesFail' in failure) return makeSavedSearchesFail(failure.savedSearchesFail, { now })
    if ('saveSearchFails' in failure) return makeSaveSearchFail(failure.saveSearchFails, { now })
    if ('callFails' in failure) {
      const { path, status, method = 'get' } = failure.callFails
      return http[method](path, () =>
        HttpResponse.json([{ detail: `The sandbox failed this call (${status}).`, code: 'staged_failure' }], {
          status,
          headers: { 'X-Server-Time': String(now()) },
        }),
      )
    }
    if ('callMalformed' in failure) {
      const { path, method = 'get' } = failure.callMalformed
      return http[method](path, () =>
        HttpResponse.json({ unexpected: true }, { headers: { 'X-Server-Time': String(now()) } }),
      )
    }
    return delayResponses(failure.slowResponses === 'forever' ? FOREVER_MS : failure.slowResponses)
  })
