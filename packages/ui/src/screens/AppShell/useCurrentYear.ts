import { Clock } from '@gavel/domain'
import { useState } from 'react'
import { useService } from '../../services/ServicesProvider'

/** The current year on the server's clock (shell §2.1 "copyright shows the current year"), read once on mount. */
export const useCurrentYear = (): number => {
  const clock = useService(Clock)
  const [year] = useState(() => new Date(clock.now()).getUTCFullYear())
  return year
}
