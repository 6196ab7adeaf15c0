import { FlagSlugs, isFlagOn, isLimited, dealerId as toDealerId } from '@gavel/domain'
import { inspectionDealerships } from '@gavel/domain/areas/inspections'
import { useSearchParams } from 'react-router'
import { useSearchWriter } from '../../services/useSearchWriter'
import { useSession } from '../../services/useSession'

/**
 * The dealership the inspection pages act for: `?dealer=` when it is one the user may request for, else the first
 * (the default dealership first). Also says whether the requested list is on (its flag) and whether the user is limited.
 */
export const useInspectionDealer = () => {
  const session = useSession()
  const [params] = useSearchParams()
  const write = useSearchWriter()
  const dealerships = session ? inspectionDealerships(session.user) : []
  const asked = Number(params.get('dealer'))
  const current = dealerships.find((d) => d.id === asked) ?? dealerships[0] ?? null
  return {
    dealerships,
    dealerId: current === null ? null : toDealerId(current.id),
    choose: (id: number) => write({ dealer: String(id) }, { replace: true }),
    limited: session ? isLimited(session.user) : true,
    showsRequested: session ? isFlagOn(session.flags, FlagSlugs.requestInspectionRequested) : false,
  }
}
