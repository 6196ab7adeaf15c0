import { Clock } from '@gavel/domain'
import { type Title, TitleStatusTexts, titleCounterpartyText, titleDueText } from '@gavel/domain/areas/titles'
import { Cell, RecordList } from '../../components/QuerySection'
import { Money } from '../../primitives/Money'
import { useService } from '../../services/ServicesProvider'
import { dateText } from '../capital/dates'

const vehicleOf = (t: Title) => `${t.vehicle.year} ${t.vehicle.make} ${t.vehicle.model}`

/** Titles as rows: the vehicle, who is on the other side, where the title is, when it is due or what happened last. */
export const TitleRows = ({ titles, label }: { readonly titles: readonly Title[]; readonly label: string }) => {
  const now = useService(Clock).now()
  return (
    <RecordList aria-label={label}>
      {titles.map((t) => (
        <li key={t.id} aria-label={vehicleOf(t)}>
          <Cell>
            <span>VIN {t.vehicle.vin}</span>
            <strong>{vehicleOf(t)}</strong>
          </Cell>
          <Cell>
            <span>{t.side === 'buying' ? 'Bought' : 'Sold'}</span>
            <span>{titleCounterpartyText(t) ?? 'Not sold yet'}</span>
          </Cell>
          <Cell>
            <span>Sale price</span>
            <span>{t.salePrice === null ? '—' : <Money amount={t.salePrice} />}</span>
          </Cell>
          <Cell>
            <span>Title</span>
            <strong>{TitleStatusTexts[t.status]}</strong>
            {t.problem !== null && <span>{t.problem}</span>}
          </Cell>
          <Cell>
            <span>
              {t.deliveredAt !== null ? 'Delivered' : t.sentAt !== null ? 'Sent' : t.soldAt !== null ? 'Sold' : ''}
            </span>
            <span>{titleDueText(t, now) ?? dateText(t.deliveredAt ?? t.sentAt ?? t.soldAt)}</span>
          </Cell>
        </li>
      ))}
    </RecordList>
  )
}
