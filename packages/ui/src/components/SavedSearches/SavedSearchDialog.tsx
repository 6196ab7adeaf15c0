import { type SavedSearch, type SavedSearchInput, type SearchFilter, savedSearchNameProblem } from '@gavel/domain'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Button } from '../../primitives/Button'
import { Dialog } from '../../primitives/Dialog'
import { TextField } from '../../primitives/TextField'
import { Check, Title } from '../FilterFlyout/FilterFlyout.styles'
import { Actions, DialogForm } from './SavedSearches.styles'

export const SavedSearchDialogTexts = {
  createTitle: 'Save this search',
  editTitle: 'Edit saved search',
  name: 'Name',
  push: 'Notify me when a matching auction launches',
  replaceFilters: 'Replace its filters with the ones applied now',
  save: 'Save',
  cancel: 'Cancel',
} as const

export interface SavedSearchDialogProps {
  /** The search being edited, or null to create one from the current filters. */
  readonly editing: SavedSearch | null
  readonly currentFilters: readonly SearchFilter[]
  readonly saving: boolean
  /** Resolves when saved (the dialog then closes), rejects when not (it stays open with what was typed). */
  readonly onSubmit: (input: SavedSearchInput) => Promise<unknown>
  readonly onClose: () => void
}

/** Create (name and the current filters) or edit (name, push on launch, optionally the current filters) a saved search. */
export const SavedSearchDialog = ({ editing, currentFilters, saving, onSubmit, onClose }: SavedSearchDialogProps) => {
  const titleId = useId()
  const title = useRef<HTMLHeadingElement>(null)
  const [name, setName] = useState(editing?.name ?? '')
  const [push, setPush] = useState(editing?.auctionLaunchPushNotification ?? false)
  const [replace, setReplace] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = savedSearchNameProblem(name)
    setError(problem)
    if (problem !== null || saving) return
    const filters = editing === null || replace ? currentFilters : editing.filters
    onSubmit({
      name: name.trim(),
      filters,
      auctionLaunchPushNotification: push,
      enabled: editing?.enabled ?? true,
    }).then(onClose, () => {})
  }
  return (
    <Dialog width={440} labelledBy={titleId} initialFocus={title} onDismiss={onClose}>
      <DialogForm onSubmit={submit} noValidate>
        <Title ref={title} id={titleId} tabIndex={-1}>
          {editing === null ? SavedSearchDialogTexts.createTitle : SavedSearchDialogTexts.editTitle}
        </Title>
        <TextField
          label={SavedSearchDialogTexts.name}
          value={name}
          maxLength={100}
          error={error}
          onChange={(e) => {
            setName(e.target.value)
            if (error !== null) setError(null)
          }}
        />
        <Check>
          <input type="checkbox" checked={push} onChange={(e) => setPush(e.target.checked)} />
          {SavedSearchDialogTexts.push}
        </Check>
        {editing !== null && (
          <Check>
            <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
            {SavedSearchDialogTexts.replaceFilters}
          </Check>
        )}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {SavedSearchDialogTexts.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {SavedSearchDialogTexts.save}
          </Button>
        </Actions>
      </DialogForm>
    </Dialog>
  )
}
