import { type EpochMillis, formatUsd } from '@gavel/domain'

const pad = (n: number) => String(n).padStart(2, '0')

/** 'Bid placed: $X at HH:MM:SS' from the server's receipt, in the dealer's local time. */
export const receiptText = (amount: number, acceptedAt: EpochMillis): string => {
  const d = new Date(acceptedAt)
  return `Bid placed: ${formatUsd(amount)} at ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}
