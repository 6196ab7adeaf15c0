import { dealerId } from '@gavel/domain'
import { BuyerFeeSchedule } from '@gavel/domain/areas/billing'
import { useQuery } from '@tanstack/react-query'
import { QuerySection, RecordList } from '../../components/QuerySection'
import { Money } from '../../primitives/Money'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { EmptyList, MyAccountPage } from '../myAccount'
import { billingKeys } from './queryKeys'

/** /myacv/fee-schedule (shell §2.4, its flag, else /myacv): the buy fee per hammer price range. */
export const FeeScheduleScreen = () => {
  const session = useSession()
  const schedule = useService(BuyerFeeSchedule)
  const dealer = session?.user.defaultDealerId ?? session?.user.dealerships[0]?.id ?? null
  const tiers = useQuery({
    queryKey: billingKeys.buyerFees(dealer),
    queryFn: () => schedule.tiers(dealer ?? dealerId(1)),
    enabled: dealer !== null,
  })
  return (
    <MyAccountPage title="Fee Schedule">
      {dealer === null ? (
        <EmptyList list="fees" />
      ) : (
        <QuerySection title="Buy fees" query={tiers} loadingLabel="Loading the fee schedule">
          {(list) => (
            <RecordList aria-label="Buy fees">
              {list.map((t) => (
                <li key={t.minPrice}>
                  <span>
                    {t.maxPrice === null ? (
                      <>
                        <Money amount={t.minPrice} /> and up
                      </>
                    ) : (
                      <>
                        <Money amount={t.minPrice} /> to <Money amount={t.maxPrice} />
                      </>
                    )}
                  </span>
                  <strong>
                    <Money amount={t.fee} />
                  </strong>
                </li>
              ))}
            </RecordList>
          )}
        </QuerySection>
      )}
    </MyAccountPage>
  )
}
