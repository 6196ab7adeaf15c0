export type { DownloadButtonProps } from './DownloadButton'
export { DownloadButton } from './DownloadButton'
export type { QuerySectionProps } from './QuerySection'
export { QuerySection } from './QuerySection'
export {
  Cell,
  Facts,
  Muted,
  RecordList,
  RowActions,
  SectionBox,
  SectionHead,
  SectionTitle,
  Stack,
} from './QuerySection.styles'
export type { QueryState } from './queryState'
export { saveFile } from './saveFile'
