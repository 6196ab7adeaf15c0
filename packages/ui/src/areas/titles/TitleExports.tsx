import { DownloadButton, RowActions } from '../../components/QuerySection'
import { useTitleExport } from './titleQueries'

/** The two title exports of marketplace §7: in-process and finalized titles, as CSV. */
export const TitleExports = () => {
  const exportOf = useTitleExport()
  return (
    <RowActions>
      <DownloadButton
        label="Export in-process titles"
        busyLabel="Exporting in-process titles"
        download={exportOf('in_process')}
      />
      <DownloadButton
        label="Export finalized titles"
        busyLabel="Exporting finalized titles"
        download={exportOf('finalized')}
      />
    </RowActions>
  )
}
