import { type AuctionId, type DownloadedFile, messageOf } from '@gavel/domain'
import { DocumentTexts, PurchaseDocuments } from '@gavel/domain/areas/postSale'
import { type DownloadProgress, downloadShare } from '@gavel/domain/areas/selling'
import { useId, useState } from 'react'
import { saveFile } from '../../../components/QuerySection/saveFile'
import { Button } from '../../../primitives/Button'
import { useService } from '../../../services/ServicesProvider'
import { Actions, Card, FieldError, SubHeading } from '../postSale.styles'

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`

/** One download: busy while it runs, its failure said in words, never started twice at once. */
const useDownload = () => {
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const run = async (name: string, load: () => Promise<DownloadedFile>) => {
    if (busy !== null) return
    setBusy(name)
    setError(null)
    setDone(null)
    try {
      saveFile(await load())
      setDone(name)
    } catch (cause) {
      setError(messageOf(cause))
    } finally {
      setBusy(null)
    }
  }
  return { busy, error, done, run }
}

/**
 * A purchase's documents (dealer license, resale certificate, once finalized) and the won export with a progress bar
 * while its bytes arrive (marketplace §7 My auctions).
 */
export const PurchaseDocumentsCard = ({
  auctionId,
  finalized,
}: {
  readonly auctionId: AuctionId
  readonly finalized: boolean
}) => {
  const documents = useService(PurchaseDocuments)
  const download = useDownload()
  const [progress, setProgress] = useState<DownloadProgress | null>(null)
  const id = useId()
  const share = progress === null ? null : downloadShare(progress)
  const notFinalized = finalized ? null : DocumentTexts.afterFinalize
  return (
    <Card aria-labelledby={`${id}-h`}>
      <SubHeading id={`${id}-h`}>{DocumentTexts.heading}</SubHeading>
      <Actions>
        <Button
          variant="secondary"
          loading={download.busy === 'license'}
          disabledReason={notFinalized}
          onClick={() => void download.run('license', () => documents.dealerLicense(auctionId))}
        >
          {DocumentTexts.dealerLicense}
        </Button>
        <Button
          variant="secondary"
          loading={download.busy === 'certificate'}
          disabledReason={notFinalized}
          onClick={() => void download.run('certificate', () => documents.resaleCertificate(auctionId))}
        >
          {DocumentTexts.resaleCertificate}
        </Button>
        <Button
          variant="secondary"
          loading={download.busy === 'export'}
          onClick={() =>
            void download.run('export', async () => {
              try {
                return await documents.exportWon(setProgress)
              } finally {
                setProgress(null)
              }
            })
          }
        >
          {DocumentTexts.exportWon}
        </Button>
      </Actions>
      {progress !== null && (
        <>
          <label htmlFor={id}>{`Downloading ${kb(progress.received)}`}</label>
          {share === null ? <progress id={id} /> : <progress id={id} max={1} value={share} />}
        </>
      )}
      {download.done !== null && <p role="status">{DocumentTexts.downloaded}</p>}
      {download.error !== null && <FieldError role="alert">{download.error}</FieldError>}
    </Card>
  )
}
