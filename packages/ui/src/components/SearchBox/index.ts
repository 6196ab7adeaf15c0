export type { SearchBoxProps, SearchChoice } from './SearchBox'
export { SearchBox, SearchBoxTexts } from './SearchBox'
