import type { Dollars } from '../../model/ids'
import type { CreditBalance } from './model'

export interface CreditBanner {
  readonly message: string
  readonly balance: Dollars
}

/** "Credit banner needs a message and a positive balance" (marketplace §5): the banner to show, or null. */
export const creditBannerOf = (credit: CreditBalance | null | undefined): CreditBanner | null => {
  const message = credit?.message?.trim() ?? ''
  if (!credit || message === '' || !(credit.balance > 0)) return null
  return { message, balance: credit.balance }
}
