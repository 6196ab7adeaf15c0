import type { BuyingPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import type { HandlerContext } from '../kit/context'

/** The buying gateway's typed MSW `http` (contracts/openapi/buying.yaml). */
export const buyingHttp = ({ baseUrls }: HandlerContext) => createOpenApiHttp<BuyingPaths>({ baseUrl: baseUrls.buying })
