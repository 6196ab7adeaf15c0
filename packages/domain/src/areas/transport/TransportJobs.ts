import { createPortId } from '../../ports/portId'
import type { JobsFilter, JobsPage, TransportJobDetail } from './model'

/**
 * The dealer's transport jobs (marketplace §7 POST transport-request/filter, PUT transport-request/{id}): one page
 * (size 100, newest first, with the service type), and adding or removing a job's gate pass. Rejects with the
 * domain's tagged errors.
 */
export interface TransportJobs {
  page(filter: JobsFilter, page: number): Promise<JobsPage>
  /** Sets the uploaded gate pass on the job, or removes it with null; answers the job as it now is. */
  setGatePass(jobId: string, fileKey: string | null): Promise<TransportJobDetail>
}
export const TransportJobs = createPortId<TransportJobs>('transport-jobs')
