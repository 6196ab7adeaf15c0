import { Constants } from '@gavel/domain'
import type { JobsFilter, JobsPage, TransportJobDetail, TransportJobs } from '@gavel/domain/areas/transport'
import type { TransportClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import { toJobDetail, toJobsPage } from './transportWire'

/**
 * The jobs list (marketplace §7 POST transport-request/filter: page, size 100, sort createdDate,desc; body statuses,
 * search, includeServiceType) and the gate pass of a job (PUT transport-request/{id} {gatePassFileKey}).
 */
export class TransportJobsHttp implements TransportJobs {
  constructor(private readonly client: TransportClient) {}

  async page(filter: JobsFilter, page: number): Promise<JobsPage> {
    const search = filter.search.trim()
    const { data } = await callGateway(() =>
      this.client.POST('/transport-request/filter', {
        params: { query: { page, size: Constants.jobsPageSize, sort: 'createdDate,desc' } },
        body: {
          ...(filter.statuses.length > 0 ? { statuses: [...filter.statuses] } : {}),
          ...(search !== '' ? { search } : {}),
          includeServiceType: true,
        },
      }),
    )
    return toJobsPage(data)
  }

  async setGatePass(jobId: string, fileKey: string | null): Promise<TransportJobDetail> {
    const { data } = await callGateway(
      () =>
        this.client.PUT('/transport-request/{id}', {
          params: { path: { id: Number(jobId) } },
          body: { gatePassFileKey: fileKey },
        }),
      { action: true },
    )
    return toJobDetail(data)
  }
}
