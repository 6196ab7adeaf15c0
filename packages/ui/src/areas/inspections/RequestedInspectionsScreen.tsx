import { messageOf } from '@gavel/domain'
import { type InspectionRequest, InspectionRequests } from '@gavel/domain/areas/inspections'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { ErrorState } from '../../primitives/ErrorState'
import { Skeleton } from '../../primitives/Skeleton'
import { useService } from '../../services/ServicesProvider'
import { EmptyList } from '../myAccount/EmptyList'
import { CancelInspectionDialog } from './CancelInspectionDialog'
import { InspectionPage } from './InspectionPage'
import { InspectionRow } from './InspectionRow'
import { Actions, Rows } from './inspections.styles'
import { inspectionKeys } from './queryKeys'
import { useInspectionDealer } from './useInspectionDealer'

const LOADERS = ['a', 'b', 'c', 'd']

/**
 * /myacv/request-inspection/requested (shell §2.4, flag; docs/adr/0045): the dealership's inspection requests with
 * their status, newest first; the one just requested is marked; a Requested one can be cancelled after a confirm.
 */
export const RequestedInspectionsScreen = () => {
  const { dealerId, limited } = useInspectionDealer()
  const port = useService(InspectionRequests)
  const location = useLocation()
  const freshId = (location.state as { requestedId?: number } | null)?.requestedId ?? null
  const [cancelling, setCancelling] = useState<InspectionRequest | null>(null)
  const list = useQuery({
    queryKey: inspectionKeys.list(dealerId ?? 0),
    queryFn: () => port.list(dealerId!),
    enabled: dealerId !== null,
  })
  return (
    <InspectionPage>
      <Actions>
        <Link to={`/myacv/request-inspection/new${dealerId === null ? '' : `?dealer=${dealerId}`}`}>
          Request another inspection
        </Link>
      </Actions>
      {list.isPending ? (
        <Rows aria-label="Loading requested inspections" aria-busy="true">
          {LOADERS.map((k) => (
            <li key={k} style={{ padding: 12 }}>
              <Skeleton width="50%" height="18px" />
              <Skeleton width="80%" />
            </li>
          ))}
        </Rows>
      ) : list.isError ? (
        <ErrorState message={messageOf(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.length === 0 ? (
        <EmptyList list="requested inspections" />
      ) : (
        <Rows aria-label="Requested inspections">
          {list.data.map((r) => (
            <InspectionRow key={r.id} request={r} fresh={r.id === freshId} limited={limited} onCancel={setCancelling} />
          ))}
        </Rows>
      )}
      {cancelling && <CancelInspectionDialog request={cancelling} onClose={() => setCancelling(null)} />}
    </InspectionPage>
  )
}
