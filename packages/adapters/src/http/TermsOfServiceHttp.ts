import {
  type EpochMillis,
  isDomainError,
  type TermsCheck,
  type TermsDocument,
  type TermsOfService,
  TermsRetrieveFailed,
  TermsSaveFailed,
} from '@gavel/domain'
import type { TermsClient } from '@gavel/sdk'
import { toDomainError } from '../support/toDomainError'
import { decodeAcceptance, toTermsCheck } from '../wire/termsWire'

/** Silent failures pass through as they are; everything else becomes the terms' own failure. */
const sorted = (error: unknown, wrap: (detail: string) => Error): Error => {
  const domain = isDomainError(error) ? error : toDomainError(error)
  if (domain._tag === 'RequestCanceled' || domain._tag === 'SessionExpired') return domain
  const detail = domain._tag === 'MalformedResponse' ? `${domain.operation}: ${domain.detail}` : domain.message
  return wrap(`${domain._tag}: ${detail}`)
}

const eulaNumber = (eulaId: string, wrap: (detail: string) => Error): number => {
  const id = Number(eulaId)
  if (!Number.isSafeInteger(id)) throw wrap(`eula id '${eulaId}' is not a number`)
  return id
}

/**
 * Terms of service over the terms gateway (marketplace §7, contracts/openapi/terms.yaml). The content is read at
 * the path the eula url points at (`/eula/{id}/content`) and turned into plain-text blocks; the PDF is a public
 * download link. The HTML reader loads with the first read of the content, which only a user with terms to accept
 * makes. Reads fail with TermsRetrieveFailed, accepting with TermsSaveFailed (marketplace §8 texts).
 */
export class TermsOfServiceHttp implements TermsOfService {
  constructor(
    private readonly client: TermsClient,
    private readonly baseUrl: string,
  ) {}

  async check(): Promise<TermsCheck> {
    try {
      const { data } = await this.client.GET('/api/eulaacceptance/acceptancerequired')
      return toTermsCheck(data)
    } catch (error) {
      throw sorted(error, TermsRetrieveFailed.of)
    }
  }

  async content(eulaId: string): Promise<TermsDocument> {
    try {
      const id = eulaNumber(eulaId, TermsRetrieveFailed.of)
      const [{ data }, { toTermsDocument }] = await Promise.all([
        this.client.GET('/eula/{id}/content', { params: { path: { id } } }),
        import('../wire/termsDocument'),
      ])
      return toTermsDocument(data)
    } catch (error) {
      throw sorted(error, TermsRetrieveFailed.of)
    }
  }

  pdfUrl(eulaId: string): string {
    return `${this.baseUrl.replace(/\/+$/, '')}/eula/${encodeURIComponent(eulaId)}/pdf`
  }

  async accept(eulaId: string, acceptedDate: EpochMillis): Promise<void> {
    try {
      const body = {
        eulaId: eulaNumber(eulaId, TermsSaveFailed.of),
        acceptedDate: new Date(acceptedDate).toISOString(),
      }
      const { data } = await this.client.POST('/api/eulaacceptance/allusersorganizations', { body })
      decodeAcceptance(data)
    } catch (error) {
      throw sorted(error, TermsSaveFailed.of)
    }
  }
}
