import { messageOf, type TransportVehicle } from '@gavel/domain'
import { isWellFormedVin, TransportOrdering, vehicleLimitRefusal, vinsIn } from '@gavel/domain/areas/transport'
import { useState } from 'react'
import { useService } from '../../../services/ServicesProvider'

/**
 * The order's vehicles (marketplace §3, §4): VINs typed or pasted are decoded and added, up to 20 (a 21st is
 * refused before any call); a VIN that does not decode or already has an active request is refused by name.
 */
export const useVehicles = () => {
  const ordering = useService(TransportOrdering)
  const [vehicles, setVehicles] = useState<readonly TransportVehicle[]>([])
  const [refusal, setRefusal] = useState<string | null>(null)
  const [decoding, setDecoding] = useState(false)

  const add = async (text: string): Promise<boolean> => {
    setRefusal(null)
    const vins = vinsIn(text).filter((vin) => !vehicles.some((v) => v.vin === vin))
    if (vins.length === 0) {
      setRefusal('Enter at least one new 17-character VIN.')
      return false
    }
    const malformed = vins.filter((vin) => !isWellFormedVin(vin))
    if (malformed.length > 0) {
      setRefusal(`Not a VIN: ${malformed.join(', ')}. A VIN has 17 letters and digits, without I, O or Q.`)
      return false
    }
    const limit = vehicleLimitRefusal(vehicles.length, vins.length)
    if (limit !== null) {
      setRefusal(limit)
      return false
    }
    setDecoding(true)
    const results = await Promise.allSettled(vins.map((vin) => ordering.decodeVin(vin)))
    setDecoding(false)
    const decoded = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
    const usable = decoded.filter((v) => !v.activeRequestAssociated)
    const problems = [
      ...results.flatMap((r, i) => (r.status === 'rejected' ? [`${vins[i]}: ${messageOf(r.reason)}`] : [])),
      ...decoded
        .filter((v) => v.activeRequestAssociated)
        .map((v) => `${v.vin} already has an active transport request.`),
    ]
    setVehicles((current) => [...current, ...usable])
    if (problems.length > 0) setRefusal(problems.join(' '))
    return problems.length === 0
  }

  return {
    vehicles,
    refusal,
    decoding,
    add,
    remove: (vin: string) => setVehicles((current) => current.filter((v) => v.vin !== vin)),
    clear: () => {
      setVehicles([])
      setRefusal(null)
    },
  }
}
