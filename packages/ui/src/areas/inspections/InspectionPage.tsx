import type { ReactNode } from 'react'
import { MyAccountPage } from '../myAccount/MyAccountPage'
import { SelectField } from './inspections.styles'
import { useInspectionDealer } from './useInspectionDealer'

/** Both inspection pages: the my-account frame, the New request / Requested tabs and the dealership picker. */
export const InspectionPage = ({ children }: { readonly children: ReactNode }) => {
  const { dealerships, dealerId, choose, showsRequested } = useInspectionDealer()
  const query = dealerId === null ? '' : `?dealer=${dealerId}`
  return (
    <MyAccountPage
      title="Request Inspection"
      tabs={
        showsRequested
          ? [
              { label: 'New request', to: `/myacv/request-inspection/new${query}` },
              { label: 'Requested', to: `/myacv/request-inspection/requested${query}` },
            ]
          : undefined
      }
    >
      {dealerships.length > 1 && dealerId !== null && (
        <SelectField>
          Dealership
          <select value={dealerId} onChange={(e) => choose(Number(e.target.value))}>
            {dealerships.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </SelectField>
      )}
      {dealerId === null ? <p>No dealership of yours can sell, so none can request an inspection.</p> : children}
    </MyAccountPage>
  )
}
