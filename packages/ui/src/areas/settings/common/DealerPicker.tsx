import type { Session } from '@gavel/domain'
import { adminDealerships, pickAdminDealership } from '@gavel/domain/areas/settings'
import { useSearchParams } from 'react-router'
import styled from 'styled-components'
import { useSearchWriter } from '../../../services/useSearchWriter'

const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
  }
`

/**
 * The admin dealership a page works on, from `?dealer=` (an admin of several dealerships picks one; admin@ has
 * two), defaulting to the user's default dealership.
 */
export const useAdminDealership = (session: Session | null) => {
  const [params] = useSearchParams()
  const write = useSearchWriter()
  const asked = Number(params.get('dealer'))
  const dealership = session ? pickAdminDealership(session.user, Number.isInteger(asked) ? asked : null) : null
  const choose = (id: number) => write({ dealer: String(id) })
  return { dealership, choose, all: session ? adminDealerships(session.user) : [] }
}

export interface DealerPickerProps {
  readonly session: Session | null
}

/** The dealership select, shown only to admins of more than one dealership. */
export const DealerPicker = ({ session }: DealerPickerProps) => {
  const { dealership, choose, all } = useAdminDealership(session)
  if (all.length < 2 || dealership === null) return null
  return (
    <Picker>
      Dealership
      <select value={dealership.id} onChange={(e) => choose(Number(e.target.value))}>
        {all.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </Picker>
  )
}
