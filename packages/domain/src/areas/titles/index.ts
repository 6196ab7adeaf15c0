/** The titles area's surface (ADR 0019, docs/adr/0027). */
export type { Title, TitleCounts, TitleList, TitleListName, TitleStatus } from './model'
export type { TitleExport } from './Titles'
export { Titles } from './Titles'
export type { MyTitleTab, TitleView } from './titleTabs'
export {
  MY_TITLE_TABS,
  myTitleTab,
  TITLE_VIEWS,
  TitleStatusTexts,
  titleCounterpartyText,
  titleDueText,
  titleView,
} from './titleTabs'
