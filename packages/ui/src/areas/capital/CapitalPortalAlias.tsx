import { Navigate, useParams } from 'react-router'

/** /capital-portal/* (shell §2.2 "capital portal: exists"): the same portal, under /capital. */
export const CapitalPortalAlias = () => {
  const rest = useParams()['*'] ?? ''
  return <Navigate to={rest === '' ? '/capital' : `/capital/${rest}`} replace />
}
