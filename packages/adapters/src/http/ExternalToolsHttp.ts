import type { ExternalTools } from '@gavel/domain'
import type { IdentityClient } from '@gavel/sdk'
import { callGateway } from '../support/toDomainError'
import { tokenOf } from '../wire/shortLivedTokenWire'

/** Where the external tools live (our design: the spec names the tools, not their addresses). */
export interface ExternalToolSites {
  readonly buyingMatrix: string
  readonly appraisal: string
}

export const DEFAULT_EXTERNAL_TOOL_SITES: ExternalToolSites = {
  buyingMatrix: 'https://buyingmatrix.gavel.example/',
  appraisal: 'https://appraisal.gavel.example/',
}

const buyingMatrixToken = tokenOf('buying matrix token')
const extendedInfoToken = tokenOf('extended info token')

/** The token travels in the fragment: it never reaches a server log nor a Referer header. */
const withToken = (site: string, token: string) => `${site.split('#')[0]}#token=${encodeURIComponent(token)}`

/** The header's external tools (shell §2.1, §7): a fresh token from the identity gateway, then the tool's address. */
export class ExternalToolsHttp implements ExternalTools {
  constructor(
    private readonly client: IdentityClient,
    private readonly sites: ExternalToolSites = DEFAULT_EXTERNAL_TOOL_SITES,
  ) {}

  async buyingMatrixUrl(): Promise<string> {
    const { data } = await callGateway(() => this.client.GET('/api/buyingmatrix/token'))
    return withToken(this.sites.buyingMatrix, buyingMatrixToken(data))
  }

  async appraisalUrl(): Promise<string> {
    const { data } = await callGateway(() => this.client.GET('/api/extendedinfotoken'))
    return withToken(this.sites.appraisal, extendedInfoToken(data))
  }
}
