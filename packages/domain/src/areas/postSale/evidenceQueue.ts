/** One evidence file on the complaint form: a progress bar each; a failed file keeps the others (ADR 0029). */
export interface EvidenceItem {
  readonly id: string
  readonly name: string
  readonly status: 'uploading' | 'done' | 'failed' | 'refused'
  /** 0 to 1. */
  readonly progress: number
  readonly error: string | null
  readonly fileKey: string | null
}

export type EvidenceEvent =
  | { readonly type: 'added'; readonly id: string; readonly name: string }
  | { readonly type: 'refused'; readonly id: string; readonly name: string; readonly reason: string }
  | { readonly type: 'progress'; readonly id: string; readonly fraction: number }
  | { readonly type: 'uploaded'; readonly id: string; readonly fileKey: string }
  | { readonly type: 'failed'; readonly id: string; readonly error: string }
  | { readonly type: 'retried'; readonly id: string }
  | { readonly type: 'removed'; readonly id: string }

const update = (items: readonly EvidenceItem[], id: string, change: (i: EvidenceItem) => EvidenceItem) =>
  items.map((i) => (i.id === id ? change(i) : i))

/** The evidence list's reducer: each event touches its own file only. */
export const evidenceReducer = (items: readonly EvidenceItem[], event: EvidenceEvent): readonly EvidenceItem[] => {
  switch (event.type) {
    case 'added':
      return [
        ...items,
        { id: event.id, name: event.name, status: 'uploading', progress: 0, error: null, fileKey: null },
      ]
    case 'refused':
      return [
        ...items,
        { id: event.id, name: event.name, status: 'refused', progress: 0, error: event.reason, fileKey: null },
      ]
    case 'progress':
      return update(items, event.id, (i) =>
        i.status === 'uploading' ? { ...i, progress: Math.max(i.progress, Math.min(1, event.fraction)) } : i,
      )
    case 'uploaded':
      return update(items, event.id, (i) => ({
        ...i,
        status: 'done',
        progress: 1,
        fileKey: event.fileKey,
        error: null,
      }))
    case 'failed':
      return update(items, event.id, (i) =>
        i.status === 'uploading' ? { ...i, status: 'failed', error: event.error } : i,
      )
    case 'retried':
      return update(items, event.id, (i) => ({ ...i, status: 'uploading', progress: 0, error: null }))
    case 'removed':
      return items.filter((i) => i.id !== event.id)
  }
}

/** The keys of the uploaded files, in order. */
export const uploadedKeys = (items: readonly EvidenceItem[]): readonly string[] =>
  items.flatMap((i) => (i.status === 'done' && i.fileKey !== null ? [i.fileKey] : []))

/** A complaint waits while a file is still uploading or failed (remove it or retry it). */
export const evidenceSettled = (items: readonly EvidenceItem[]): boolean =>
  items.every((i) => i.status === 'done' || i.status === 'refused')
