import type { ConstantsPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { CONSTANTS, isConstantKey } from '../../world/constants'
import type { HandlerContext } from '../kit/context'
import { easyPassError, serverTime, signedIn } from '../kit/replies'

/** Constants are cached for an hour (marketplace.md 9). */
const CACHE = { 'Cache-Control': 'max-age=3600' }

/** GET constants/{key} (marketplace.md 7, contracts/openapi/constants.yaml); easy-pass errors. */
export const constantHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<ConstantsPaths>({ baseUrl: baseUrls.constants })
  return [
    http.get('/constants/{key}', ({ request, params, response }) => {
      const time = serverTime(engine.now())
      const { reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const key = String(params.key)
      if (!isConstantKey(key)) {
        return response(404).json(easyPassError(`No constant ${key}.`, 'unknown_constant'), time)
      }
      const body =
        key === 'proxy_bid_types'
          ? { key, value: CONSTANTS.proxy_bid_types.map((type) => ({ ...type })) }
          : { key, value: CONSTANTS.AUTO_RED_LIGHT_ODOMETER }
      return response(200).json(body, { headers: { ...time.headers, ...CACHE } })
    }),
  ]
}
