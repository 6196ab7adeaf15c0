import {
  InspectionListTexts,
  type InspectionRequest,
  inspectionStatusLabels,
  inspectionWindowText,
  isInspectionCancellable,
} from '@gavel/domain/areas/inspections'
import { Link } from 'react-router'
import { Button } from '../../primitives/Button'
import { Row, RowEnd, StatusPill } from './inspections.styles'

const dayTime = (ms: number) =>
  new Date(ms).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

/** One requested inspection: vehicle, status, window, place and contact; cancel while Requested. */
export const InspectionRow = ({
  request,
  fresh,
  limited,
  onCancel,
}: {
  readonly request: InspectionRequest
  readonly fresh: boolean
  readonly limited: boolean
  readonly onCancel: (request: InspectionRequest) => void
}) => {
  const title = request.vehicle ?? `VIN ${request.vin}`
  return (
    <Row $fresh={fresh} aria-label={`${title}, ${inspectionStatusLabels[request.status]}`}>
      <div>
        <h2>{title}</h2>
        <p>{`VIN ${request.vin} · ${request.odometer.toLocaleString('en-US')} mi`}</p>
        <p>{`Requested ${dayTime(request.requestedAt)}${fresh ? ' · just now' : ''}`}</p>
      </div>
      <div>
        <p>{`Window: ${inspectionWindowText(request.windowStart, request.windowEnd)}`}</p>
        {request.scheduledFor !== null && request.status !== 'cancelled' && (
          <p>{`Inspector visit: ${dayTime(request.scheduledFor)}`}</p>
        )}
        <p>{request.address.label}</p>
        <p>{`Contact: ${request.contactName}, ${request.contactPhone}`}</p>
        {request.notes !== '' && <p>{`Notes: ${request.notes}`}</p>}
      </div>
      <RowEnd>
        <StatusPill $status={request.status}>{inspectionStatusLabels[request.status]}</StatusPill>
        {request.status === 'inspected' && request.savedAuctionId !== null && (
          <Link to={`/saved/${request.savedAuctionId}`}>View condition report</Link>
        )}
        {isInspectionCancellable(request) && (
          <Button
            size="sm"
            variant="secondary"
            disabledReason={limited ? InspectionListTexts.limited : null}
            onClick={() => onCancel(request)}
            aria-label={`Cancel the inspection of ${title}`}
          >
            Cancel
          </Button>
        )}
      </RowEnd>
    </Row>
  )
}
