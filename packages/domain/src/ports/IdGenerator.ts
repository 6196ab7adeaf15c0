import { createPortId } from './portId'

/** Fresh unique ids (idempotency keys); a port so the domain never calls Math.random. */
export interface IdGenerator {
  next(): string
}
export const IdGenerator = createPortId<IdGenerator>('id-generator')
