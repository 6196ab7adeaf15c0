import type { ExternalTools, ToolLaunch } from '@gavel/domain'
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

/** The header's external tools (shell §2.1, §7): a fresh token from the identity gateway, and the tool's address. */
export class ExternalToolsHttp implements ExternalTools {
  constructor(
    private readonly client: IdentityClient,
    private readonly sites: ExternalToolSites = DEFAULT_EXTERNAL_TOOL_SITES,
  ) {}

  async buyingMatrix(): Promise<ToolLaunch> {
    const { data } = await callGateway(() => this.client.GET('/api/buyingmatrix/token'))
    return { url: this.sites.buyingMatrix, token: buyingMatrixToken(data) }
  }

  async appraisal(): Promise<ToolLaunch> {
    const { data } = await callGateway(() => this.client.GET('/api/extendedinfotoken'))
    return { url: this.sites.appraisal, token: extendedInfoToken(data) }
  }
}
