import { formatUsd } from '@gavel/domain'
import { type JobPlace, jobStatusLabel, type TransportJobDetail } from '@gavel/domain/areas/transport'
import { Button } from '../../../primitives/Button'
import { DetailBox, Facts, SubHeading } from '../transport.styles'
import { GatePassSection } from './GatePassSection'

const placeText = (p: JobPlace) => [p.street, p.city, p.state, p.zipCode].filter(Boolean).join(', ')
const dateText = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

export interface JobDetailProps {
  readonly job: TransportJobDetail
  readonly limited: boolean
  readonly onChanged: (job: TransportJobDetail) => void
  readonly onClose: () => void
}

/** One job: the vehicle, route, status, price, dates and its gate pass. */
export const JobDetail = ({ job, limited, onChanged, onClose }: JobDetailProps) => (
  <DetailBox aria-label={`Job ${job.id}`}>
    <SubHeading as="h2">
      {job.year} {job.make} {job.model}
    </SubHeading>
    <Facts>
      <dt>Request</dt>
      <dd>#{job.id}</dd>
      <dt>VIN</dt>
      <dd>{job.vin}</dd>
      <dt>Status</dt>
      <dd>{jobStatusLabel(job.status)}</dd>
      <dt>Service</dt>
      <dd>
        {job.serviceType ?? '—'}
        {job.inop ? ' (inoperable)' : ''}
      </dd>
      <dt>Price</dt>
      <dd>{formatUsd(job.price)}</dd>
      <dt>Pickup</dt>
      <dd>{placeText(job.pickup)}</dd>
      <dt>Delivery</dt>
      <dd>{placeText(job.delivery)}</dd>
      <dt>Requested</dt>
      <dd>{dateText(job.createdAt)}</dd>
      <dt>Estimated delivery</dt>
      <dd>{dateText(job.estimatedDeliveryAt)}</dd>
    </Facts>
    <GatePassSection key={job.id} job={job} limited={limited} onChanged={onChanged} />
    <Button variant="ghost" onClick={onClose}>
      Close
    </Button>
  </DetailBox>
)
