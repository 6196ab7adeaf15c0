import { chosenValue, type SearchFilter } from '@gavel/domain'
import { useState } from 'react'
import { FilterFlyout } from '../../components/FilterFlyout/FilterFlyout'
import { queryState } from '../queryState'
import { useConditionOptions, useFilterDefinitions, useFilterOptions, useTrimOptions } from './searchQueries'

export interface FilterFlyoutContainerProps {
  /** The filters applied now; the flyout edits a copy until Apply. */
  readonly applied: readonly SearchFilter[]
  readonly onApply: (filters: readonly SearchFilter[]) => void
  readonly onClose: () => void
}

/** The filter flyout over SearchCatalog: options, definitions, conditions and the trims of the draft's make and model. */
export const FilterFlyoutContainer = ({ applied, onApply, onClose }: FilterFlyoutContainerProps) => {
  const [draft, setDraft] = useState<readonly SearchFilter[]>(applied)
  const options = useFilterOptions()
  const definitions = useFilterDefinitions()
  const conditions = useConditionOptions()
  const trims = useTrimOptions(chosenValue(draft, 'make'), chosenValue(draft, 'model'))
  return (
    <FilterFlyout
      draft={draft}
      onDraftChange={setDraft}
      onApply={onApply}
      onClose={onClose}
      options={queryState(options)}
      definitions={queryState(definitions)}
      conditions={queryState(conditions)}
      trims={queryState(trims)}
    />
  )
}
