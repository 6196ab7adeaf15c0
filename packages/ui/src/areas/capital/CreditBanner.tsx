import { creditBannerOf } from '@gavel/domain/areas/capital'
import { Money } from '../../primitives/Money'
import { Banner } from './CapitalPortal.styles'
import { useCreditBalance } from './capitalQueries'

/** The credit banner: only with a message and a positive balance (marketplace §5); silent while loading or failed. */
export const CreditBanner = () => {
  const banner = creditBannerOf(useCreditBalance().data)
  if (banner === null) return null
  return (
    <Banner role="status" aria-label="Auction credits">
      {banner.message} Balance: <Money amount={banner.balance} />
    </Banner>
  )
}
