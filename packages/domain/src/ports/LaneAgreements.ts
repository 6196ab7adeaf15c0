import type { Lane } from '../model/terms'
import { createPortId } from './portId'

/**
 * The lanes the user buys in and whether they accepted each lane's EULA (marketplace §3 Lane: id, displayName,
 * eulaAccepted), for the EULA banner (marketplace §5). Rejects with the domain's tagged errors.
 */
export interface LaneAgreements {
  lanes(): Promise<readonly Lane[]>
}
export const LaneAgreements = createPortId<LaneAgreements>('lane-agreements')
