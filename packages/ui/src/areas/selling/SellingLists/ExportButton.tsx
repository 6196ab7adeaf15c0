import { type SellingExport, SellingExportLabels, SellingExports } from '@gavel/domain/areas/selling'
import { useService } from '../../../services/ServicesProvider'
import { ProgressDownload } from './ProgressDownload'

/** Downloads a selling list's CSV export (sold, unsold, saved) with a progress bar. */
export const ExportButton = ({ list }: { readonly list: SellingExport }) => {
  const exports = useService(SellingExports)
  return (
    <ProgressDownload
      label={SellingExportLabels[list]}
      doneText={`${SellingExportLabels[list]}: downloaded.`}
      download={(onProgress) => exports.exportList(list, onProgress)}
    />
  )
}
