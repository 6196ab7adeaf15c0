import { formatUsd } from '@gavel/domain'
import styled from 'styled-components'

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

export interface MoneyProps {
  /** Whole dollars; null shows $0 (marketplace §5: empty or NaN treated as 0). */
  readonly amount: number | null
}

/** A dollar amount in USD with no decimals (marketplace §5). */
export const Money = ({ amount }: MoneyProps) => <Amount>{formatUsd(amount)}</Amount>
