import type { AuctionId, EpochMillis } from '../../model/ids'
import { paymentMethodLabel, serviceTypeLabel } from './checkout'
import { type ArbitrationAction, OPEN_CLAIM_ACTION, type PostSaleProgress, type StepStatus } from './progress'

export type TimelineStepKind = 'payment' | 'title' | 'transport' | 'arbitration'

/** The one next action of a step, one click away (a route of the app). */
export interface NextAction {
  readonly label: string
  readonly to: string
}

export interface TimelineStep {
  readonly kind: TimelineStepKind
  readonly title: string
  readonly status: StepStatus
  readonly at: EpochMillis | null
  /** A sentence on where the step stands. */
  readonly detail: string
  readonly next: NextAction | null
  /** The arbitration window's end while it is open (a live countdown). */
  readonly endsAt: EpochMillis | null
}

/** The words of the timeline (our design; ADR 0029 names the steps and states). */
export const TimelineTexts = {
  payment: 'Payment',
  title: 'Title',
  transport: 'Transport',
  arbitration: 'Arbitration window',
  statuses: { not_started: 'Not started', in_progress: 'In progress', done: 'Done', needs_action: 'Needs action' },
} as const

export const stepStatusLabel = (status: StepStatus): string => TimelineTexts.statuses[status]

const routes = {
  finalize: (id: AuctionId) => `/myacv/won/finalize/${id}`,
  reportProblem: (id: AuctionId) => `/myacv/won/report-a-problem/${id}`,
  invoicesOpen: '/myacv/billing/invoices/open',
  invoicesClosed: '/myacv/billing/invoices/closed',
  titles: '/myacv/titles',
  transport: '/transportation-hub',
}

const paymentStep = (p: PostSaleProgress): TimelineStep => {
  const method = p.payment.method === null ? null : paymentMethodLabel(p.payment.method)
  const base = { kind: 'payment' as const, title: TimelineTexts.payment, status: p.payment.status, at: p.payment.at }
  switch (p.payment.status) {
    case 'not_started':
      return {
        ...base,
        endsAt: null,
        detail: 'Finalize the purchase to choose how you pay.',
        next: { label: 'Finalize', to: routes.finalize(p.auctionId) },
      }
    case 'needs_action':
      return {
        ...base,
        endsAt: null,
        detail: `The invoice is waiting for your payment${method ? ` by ${method}` : ''}.`,
        next: { label: 'Pay the invoice', to: routes.invoicesOpen },
      }
    case 'in_progress':
      return {
        ...base,
        endsAt: null,
        detail: `Payment${method ? ` by ${method}` : ''} is being processed.`,
        next: { label: 'View open invoices', to: routes.invoicesOpen },
      }
    case 'done':
      return {
        ...base,
        endsAt: null,
        detail: `Paid${method ? ` by ${method}` : ''}.`,
        next: { label: 'View the invoice', to: routes.invoicesClosed },
      }
  }
}

const titleStep = (p: PostSaleProgress): TimelineStep => {
  const base = {
    kind: 'title' as const,
    title: TimelineTexts.title,
    status: p.title.status,
    at: p.title.at,
    endsAt: null,
  }
  const note = p.title.note
  switch (p.title.status) {
    case 'not_started':
      return { ...base, detail: note ?? 'The seller sends the title once the purchase is finalized.', next: null }
    case 'needs_action':
      return {
        ...base,
        detail: note ?? 'The title needs your attention.',
        next: { label: 'Resolve the title', to: routes.titles },
      }
    case 'in_progress':
      return {
        ...base,
        detail: note ?? 'The seller is sending the title.',
        next: { label: 'Track titles', to: routes.titles },
      }
    case 'done':
      return { ...base, detail: note ?? 'The title was received.', next: { label: 'View titles', to: routes.titles } }
  }
}

const transportStep = (p: PostSaleProgress): TimelineStep => {
  const t = p.transport
  const service = t.serviceType === null ? '' : ` (${serviceTypeLabel(t.serviceType)})`
  const base = { kind: 'transport' as const, title: TimelineTexts.transport, status: t.status, at: t.at, endsAt: null }
  switch (t.status) {
    case 'not_started':
      return {
        ...base,
        detail: 'No transport requested for this vehicle.',
        next: { label: 'Request transport', to: routes.transport },
      }
    case 'needs_action':
      return {
        ...base,
        detail: 'The transport job needs your attention.',
        next: { label: 'Open the transport job', to: routes.transport },
      }
    case 'in_progress':
      return {
        ...base,
        detail: `Transport requested${service}.`,
        next: { label: 'Track the transport job', to: routes.transport },
      }
    case 'done':
      return { ...base, detail: `Delivered${service}.`, next: null }
  }
}

/** The arbitration window as of now: an open window whose end has passed reads as closed (done). */
const arbitrationStep = (
  p: PostSaleProgress,
  actions: readonly ArbitrationAction[] | null,
  now: EpochMillis,
): TimelineStep => {
  const a = p.arbitration
  const closed = a.closesAt !== null && now >= a.closesAt
  const status: StepStatus = a.status === 'in_progress' && closed ? 'done' : a.status
  const canClaim = actions?.some((x) => x.type === OPEN_CLAIM_ACTION && x.available) ?? status === 'in_progress'
  const report = { label: 'Report a problem', to: routes.reportProblem(p.auctionId) }
  const base = { kind: 'arbitration' as const, title: TimelineTexts.arbitration, status, at: a.at }
  switch (status) {
    case 'not_started':
      return { ...base, endsAt: null, detail: 'The window opens when the purchase is finalized.', next: null }
    case 'needs_action':
      return { ...base, endsAt: null, detail: 'Your arbitration claim needs your answer.', next: report }
    case 'in_progress':
      return {
        ...base,
        endsAt: a.closesAt,
        detail: 'You may report a problem until the window closes.',
        next: canClaim ? report : null,
      }
    case 'done':
      return { ...base, at: a.closesAt ?? a.at, endsAt: null, detail: 'The arbitration window is closed.', next: null }
  }
}

/**
 * The post-sale timeline of one purchase (ADR 0029: payment → title → transport → arbitration window), each
 * step with its state, date and next action one click away. `actions` are the arbitration actions when read
 * (a claim is offered only when the server says so), null while unknown.
 */
export const postSaleTimeline = (
  progress: PostSaleProgress,
  actions: readonly ArbitrationAction[] | null,
  now: EpochMillis,
): readonly TimelineStep[] => [
  paymentStep(progress),
  titleStep(progress),
  transportStep(progress),
  arbitrationStep(progress, actions, now),
]

/** The remaining time of a window, to the second: "2d 04h 00m 00s", "3h 05m 00s", "4m 09s"; "Closed" at the end. */
export const windowRemaining = (endsAt: EpochMillis, now: EpochMillis): string => {
  const s = Math.floor((endsAt - now) / 1000)
  if (s <= 0) return 'Closed'
  const d = Math.floor(s / 86_400)
  const h = Math.floor((s % 86_400) / 3600)
  const m = Math.floor((s % 3600) / 60)
  const pad = (n: number) => String(n).padStart(2, '0')
  const tail = `${pad(m)}m ${pad(s % 60)}s`
  if (d > 0) return `${d}d ${pad(h)}h ${tail}`
  if (h > 0) return `${h}h ${tail}`
  return `${m}m ${pad(s % 60)}s`
}
