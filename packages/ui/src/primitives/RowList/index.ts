export { RowList } from './RowList'
