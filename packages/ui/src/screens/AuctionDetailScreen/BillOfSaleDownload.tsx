import { type Auction, AuctionDocuments } from '@gavel/domain'
import { useMutation } from '@tanstack/react-query'
import styled from 'styled-components'
import { saveFile } from '../../components/QuerySection/saveFile'
import { Button } from '../../primitives/Button'
import { useService } from '../../services/ServicesProvider'
import { visuallyHidden } from '../../theme/visuallyHidden'
import { useToast } from '../../toast'

const Status = styled.span`
  ${visuallyHidden}
`

export const BillOfSaleTexts = {
  download: 'Download bill of sale',
  downloading: 'Downloading bill of sale…',
  saved: 'Bill of sale downloaded.',
} as const

/**
 * The bill of sale (marketplace §7 documents/bill_of_sale (file)), offered only when the auction's permissions say
 * canDownloadBillOfSale: fetched as a file and saved, busy while it downloads, an error toast when it fails.
 */
export const BillOfSaleDownload = ({ auction }: { readonly auction: Pick<Auction, 'id' | 'permissions'> }) => {
  const documents = useService(AuctionDocuments)
  const toast = useToast()
  const download = useMutation({
    mutationFn: () => documents.billOfSale(auction.id),
    onSuccess: (file) => {
      saveFile(file)
      toast.show('success', BillOfSaleTexts.saved)
    },
    onError: (error) => toast.showError(error),
  })
  if (!auction.permissions.canDownloadBillOfSale) return null
  return (
    <div>
      <Button variant="secondary" onClick={() => download.mutate()} loading={download.isPending}>
        {download.isPending ? BillOfSaleTexts.downloading : BillOfSaleTexts.download}
      </Button>
      <Status role="status">{download.isPending ? BillOfSaleTexts.downloading : ''}</Status>
    </div>
  )
}
