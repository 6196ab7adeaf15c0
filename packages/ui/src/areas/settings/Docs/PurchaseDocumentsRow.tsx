import { type Auction, type DownloadedFile, messageOf } from '@gavel/domain'
import { DocumentTexts, PurchaseDocuments } from '@gavel/domain/areas/postSale'
import { documentsClosedReason } from '@gavel/domain/areas/settings'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { vehicleTitle } from '../../../components/AuctionCard/vehicleTitle'
import { saveFile } from '../../../components/QuerySection/saveFile'
import { Button } from '../../../primitives/Button'
import { useService } from '../../../services/ServicesProvider'
import { Refused, Saved } from '../common/Page.styles'

type Kind = 'license' | 'certificate'

const soldOn = (at: number) => new Date(at).toLocaleDateString('en-US', { dateStyle: 'medium' })

/**
 * One won purchase and its two documents (GET finalized/{id}/dealer_license and resale_certificate): one download
 * at a time, a refusal said in the server's words (as text), the purchase's other details kept.
 */
export const PurchaseDocumentsRow = ({ purchase }: { readonly purchase: Auction }) => {
  const documents = useService(PurchaseDocuments)
  const [busy, setBusy] = useState<Kind | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const id = useId()
  const closed = documentsClosedReason(purchase)
  const run = async (kind: Kind, load: () => Promise<DownloadedFile>) => {
    if (busy !== null) return
    setBusy(kind)
    setError(null)
    setDone(false)
    try {
      saveFile(await load())
      setDone(true)
    } catch (cause) {
      setError(messageOf(cause))
    } finally {
      setBusy(null)
    }
  }
  const title = vehicleTitle(purchase.vehicle)
  return (
    <li aria-labelledby={id}>
      <div>
        <Link id={id} to={`/auction/${purchase.id}`}>
          {title}
        </Link>
        <p>{`VIN ${purchase.vehicle.vin} · ended ${soldOn(purchase.endsAt)}`}</p>
      </div>
      <div>
        <Button
          variant="secondary"
          size="sm"
          loading={busy === 'license'}
          disabledReason={closed}
          aria-label={`${DocumentTexts.dealerLicense}: ${title}`}
          onClick={() => void run('license', () => documents.dealerLicense(purchase.id))}
        >
          {DocumentTexts.dealerLicense}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={busy === 'certificate'}
          disabledReason={closed}
          aria-label={`${DocumentTexts.resaleCertificate}: ${title}`}
          onClick={() => void run('certificate', () => documents.resaleCertificate(purchase.id))}
        >
          {DocumentTexts.resaleCertificate}
        </Button>
        {done && <Saved role="status">{DocumentTexts.downloaded}</Saved>}
        {error !== null && <Refused role="alert">{error}</Refused>}
      </div>
    </li>
  )
}
