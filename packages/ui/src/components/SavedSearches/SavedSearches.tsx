import {
  describeFilters,
  Messages,
  messageOf,
  type SavedSearch,
  type SavedSearchInput,
  type SearchFilter,
} from '@gavel/domain'
import { lazy, Suspense, useId, useState } from 'react'
import { Button } from '../../primitives/Button'
import { ErrorState } from '../../primitives/ErrorState'
import { Spinner } from '../../primitives/Spinner'
import type { QueryState } from '../QuerySection/queryState'
import { Empty, Entry, EntryActions, EntryText, Heading, List, Section, Summary } from './SavedSearches.styles'

/** The dialog's code loads when it first opens, not with the listing (issue 5, benchmark 3). */
const SavedSearchDialog = lazy(async () => ({ default: (await import('./SavedSearchDialog')).SavedSearchDialog }))

export const SavedSearchesTexts = {
  heading: 'Saved searches',
  save: 'Save this search',
  empty: 'No saved searches yet. Filter the listing, then save the search to find it here.',
  apply: 'Apply',
  applied: 'Applied',
  edit: 'Edit',
  delete: 'Delete',
  confirmDelete: (name: string) => `Delete “${name}”?`,
  keep: 'Keep',
  loading: 'Loading saved searches…',
} as const

export interface SavedSearchesProps {
  readonly currentFilters: readonly SearchFilter[]
  /** The saved searches applied to the listing (the URL's s). */
  readonly appliedIds: readonly string[]
  readonly onAppliedChange: (ids: readonly string[]) => void
  /** The user's saved searches. */
  readonly list: QueryState<readonly SavedSearch[]>
  /** Create, edit and delete: each rejects when the server refuses (the container has told the dealer). */
  readonly onCreate: (input: SavedSearchInput) => Promise<unknown>
  readonly onUpdate: (id: string, input: SavedSearchInput) => Promise<unknown>
  readonly onRemove: (id: string) => Promise<unknown>
  /** A create or an edit is on its way. */
  readonly saving: boolean
  /** A delete is on its way. */
  readonly removing: boolean
}

/**
 * The user's saved searches (marketplace §3 Saved search, §7): list, create from the current filters, edit,
 * delete, and apply or unapply each one (the listing's s parameter).
 */
export const SavedSearches = ({
  currentFilters,
  appliedIds,
  onAppliedChange,
  list,
  onCreate,
  onUpdate,
  onRemove,
  saving,
  removing,
}: SavedSearchesProps) => {
  const [dialog, setDialog] = useState<{ editing: SavedSearch | null } | null>(null)
  const [deleting, setDeleting] = useState<string | null>(null)
  const toggle = (id: string) =>
    onAppliedChange(appliedIds.includes(id) ? appliedIds.filter((x) => x !== id) : [...appliedIds, id])
  const headingId = useId()

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{SavedSearchesTexts.heading}</Heading>
      <Button variant="secondary" size="sm" onClick={() => setDialog({ editing: null })}>
        {SavedSearchesTexts.save}
      </Button>
      {list.isPending && <Spinner label={SavedSearchesTexts.loading} />}
      {list.isError && (
        <ErrorState
          message={list.error ? messageOf(list.error) : Messages.defaultApiError}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching ?? false}
        />
      )}
      {list.data?.length === 0 && <Empty>{SavedSearchesTexts.empty}</Empty>}
      {list.data && list.data.length > 0 && (
        <List>
          {list.data.map((s) => {
            const applied = appliedIds.includes(s.id)
            return (
              <Entry key={s.id} $applied={applied}>
                <EntryText>
                  <strong>{s.name}</strong>
                  <Summary>{describeFilters(s.filters)}</Summary>
                </EntryText>
                {deleting === s.id ? (
                  <EntryActions role="group" aria-label={SavedSearchesTexts.confirmDelete(s.name)}>
                    <span>{SavedSearchesTexts.confirmDelete(s.name)}</span>
                    <Button
                      variant="danger"
                      size="sm"
                      loading={removing}
                      onClick={() =>
                        void onRemove(s.id).then(
                          () => {
                            setDeleting(null)
                            if (applied) toggle(s.id)
                          },
                          () => {},
                        )
                      }
                    >
                      {SavedSearchesTexts.delete}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(null)}>
                      {SavedSearchesTexts.keep}
                    </Button>
                  </EntryActions>
                ) : (
                  <EntryActions>
                    <Button
                      variant={applied ? 'primary' : 'secondary'}
                      size="sm"
                      aria-pressed={applied}
                      aria-label={`${SavedSearchesTexts.apply} ${s.name}`}
                      onClick={() => toggle(s.id)}
                    >
                      {applied ? SavedSearchesTexts.applied : SavedSearchesTexts.apply}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${SavedSearchesTexts.edit} ${s.name}`}
                      onClick={() => setDialog({ editing: s })}
                    >
                      {SavedSearchesTexts.edit}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${SavedSearchesTexts.delete} ${s.name}`}
                      onClick={() => setDeleting(s.id)}
                    >
                      {SavedSearchesTexts.delete}
                    </Button>
                  </EntryActions>
                )}
              </Entry>
            )
          })}
        </List>
      )}
      {dialog !== null && (
        <Suspense fallback={<Spinner label="Loading" />}>
          <SavedSearchDialog
            editing={dialog.editing}
            currentFilters={currentFilters}
            saving={saving}
            onClose={() => setDialog(null)}
            onSubmit={(input) => (dialog.editing === null ? onCreate(input) : onUpdate(dialog.editing.id, input))}
          />
        </Suspense>
      )}
    </Section>
  )
}
