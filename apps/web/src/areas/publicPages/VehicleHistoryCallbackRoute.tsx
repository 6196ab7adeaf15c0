import { parseVehicleHistoryCallback } from '@gavel/domain/areas/publicPages'
import { EmptyState } from '@gavel/ui'
import { useState } from 'react'
import { Link, Navigate, useLocation } from 'react-router'

/**
 * The vehicle-history sign-in callback (shell §2.2): back to the auction the dealer came from. The code leaves the
 * address bar at once (it is a credential; no contract call exchanges it yet, see docs/adr/0026).
 */
export const VehicleHistoryCallbackRoute = () => {
  const { search } = useLocation()
  const [result] = useState(() => {
    const parsed = parseVehicleHistoryCallback(search)
    window.history.replaceState(window.history.state, '', window.location.pathname)
    return parsed
  })
  if (result.ok) return <Navigate to={`/auction/${result.auctionId}`} replace />
  return (
    <EmptyState title="Vehicle history" action={<Link to="/auctions/active">Back to my auctions</Link>}>
      <p role="alert">{result.reason}</p>
    </EmptyState>
  )
}
