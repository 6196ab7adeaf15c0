import type { EpochMillis } from '../../model/ids'
import type { Title, TitleListName, TitleStatus } from './model'

/** The tabs of /myacv/titles/:tab? (shell §2.4: urgent, due-soon, recently-sold, closed), first one by default. */
export const MY_TITLE_TABS = [
  { tab: 'urgent', list: 'urgent', label: 'Urgent', empty: 'urgent titles' },
  { tab: 'due-soon', list: 'due_soon', label: 'Due Soon', empty: 'titles due soon' },
  { tab: 'recently-sold', list: 'recently_sold', label: 'Recently Sold', empty: 'recently sold titles' },
  { tab: 'closed', list: 'closed', label: 'Closed', empty: 'closed titles' },
] as const satisfies readonly { tab: string; list: TitleListName; label: string; empty: string }[]

export type MyTitleTab = (typeof MY_TITLE_TABS)[number]

/** The tab of a `:tab?` parameter; none (or an unknown one, which the guard already redirects) is the first. */
export const myTitleTab = (param: string | undefined): MyTitleTab =>
  MY_TITLE_TABS.find((t) => t.tab === param) ?? MY_TITLE_TABS[0]

/** The views of /titles (shell §2.2: open, closed, pre-sale; pre-sale by its flag). */
export const TITLE_VIEWS = [
  { view: 'open', list: 'open', label: 'Open', empty: 'open titles' },
  { view: 'closed', list: 'closed', label: 'Closed', empty: 'closed titles' },
  { view: 'pre-sale', list: 'pre_sale', label: 'Pre-Sale', empty: 'pre-sale titles' },
] as const satisfies readonly { view: string; list: TitleListName; label: string; empty: string }[]

export type TitleView = (typeof TITLE_VIEWS)[number]

export const titleView = (view: string): TitleView => TITLE_VIEWS.find((v) => v.view === view) ?? TITLE_VIEWS[0]

/** What each title status says to a dealer (ours). */
export const TitleStatusTexts: Readonly<Record<TitleStatus, string>> = {
  pre_sale: 'On file',
  awaiting_title: 'Waiting for the title',
  awaiting_payment: 'Waiting for payment',
  sent: 'Sent to the buyer',
  delivered: 'Delivered',
  problem: 'Held',
}

const DAY = 86_400_000

/** When the title is due, in words relative to now: "Due in 3 days", "Due today", "2 days overdue". */
export const titleDueText = (
  title: Pick<Title, 'titleDueAt' | 'receivedAt'>,
  now: EpochMillis | number,
): string | null => {
  if (title.titleDueAt === null || title.receivedAt !== null) return null
  const days = Math.floor((title.titleDueAt - now) / DAY)
  if (days < 0) return days === -1 ? '1 day overdue' : `${-days} days overdue`
  if (days === 0) return 'Due today'
  return days === 1 ? 'Due tomorrow' : `Due in ${days} days`
}

/** Who is on the other side: "Bought from X" or "Sold to X". */
export const titleCounterpartyText = (title: Pick<Title, 'side' | 'counterparty'>): string | null =>
  title.counterparty === null ? null : `${title.side === 'buying' ? 'Bought from' : 'Sold to'} ${title.counterparty}`
