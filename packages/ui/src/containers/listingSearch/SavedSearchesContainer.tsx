import type { SavedSearchInput } from '@gavel/domain'
import { SavedSearches, type SavedSearchesProps } from '../../components/SavedSearches/SavedSearches'
import { queryState } from '../queryState'
import { useSavedSearchActions, useSavedSearchList } from './searchQueries'

export type SavedSearchesContainerProps = Pick<SavedSearchesProps, 'currentFilters' | 'appliedIds' | 'onAppliedChange'>

/** The saved searches over the SavedSearches port: the list, create, edit and delete (failures toast). */
export const SavedSearchesContainer = (props: SavedSearchesContainerProps) => {
  const list = useSavedSearchList()
  const { create, update, remove } = useSavedSearchActions()
  return (
    <SavedSearches
      {...props}
      list={queryState(list)}
      onCreate={(input) => create.mutateAsync(input)}
      onUpdate={(id: string, input: SavedSearchInput) => update.mutateAsync({ id, input })}
      onRemove={(id) => remove.mutateAsync(id)}
      saving={create.isPending || update.isPending}
      removing={remove.isPending}
    />
  )
}
