import { messageOf } from '@gavel/domain'
import { InspectionListTexts, InspectionRequests } from '@gavel/domain/areas/inspections'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ErrorState } from '../../primitives/ErrorState'
import { Skeleton } from '../../primitives/Skeleton'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { InspectionPage } from './InspectionPage'
import { Banner } from './inspections.styles'
import { inspectionKeys } from './queryKeys'
import { RequestInspectionForm } from './RequestInspectionForm'
import { useInspectionDealer } from './useInspectionDealer'

/**
 * /myacv/request-inspection/new (shell §2.4, docs/adr/0045): the request form for the chosen dealership. A request
 * made goes to the requested list with the new row marked (or, without that list's flag, says so here).
 */
export const RequestInspectionScreen = () => {
  const { dealerId, limited, showsRequested } = useInspectionDealer()
  const session = useSession()
  const port = useService(InspectionRequests)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [requested, setRequested] = useState(0)
  const options = useQuery({
    queryKey: inspectionKeys.options(dealerId ?? 0),
    queryFn: () => port.options(dealerId!),
    enabled: dealerId !== null,
  })
  const user = session?.user
  return (
    <InspectionPage>
      {requested > 0 && (
        <Banner $tone="success" role="status">
          {InspectionListTexts.requestedNotice}
        </Banner>
      )}
      {options.isPending ? (
        <section aria-busy="true" aria-label="Loading the request form">
          <Skeleton width="40%" height="20px" />
          <Skeleton width="100%" height="240px" />
        </section>
      ) : options.isError ? (
        <ErrorState
          message={messageOf(options.error)}
          onRetry={() => void options.refetch()}
          retrying={options.isFetching}
        />
      ) : (
        <RequestInspectionForm
          key={`${dealerId}-${requested}`}
          dealerId={dealerId!}
          options={options.data}
          limited={limited}
          defaultContact={{ name: user?.fullName ?? '', phone: '' }}
          onRequested={({ request }) => {
            void queryClient.invalidateQueries({ queryKey: inspectionKeys.all })
            if (showsRequested)
              void navigate(`/myacv/request-inspection/requested?dealer=${dealerId}`, {
                state: { requestedId: request.id },
              })
            else setRequested((n) => n + 1)
          }}
        />
      )}
    </InspectionPage>
  )
}
