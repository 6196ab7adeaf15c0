import {
  type ConditionOption,
  chooseFilterRange,
  chooseFilterValue,
  chosenRange,
  chosenValue,
  type FilterDefinition,
  type FilterOption,
  type FilterValueOption,
  filterTypeLabel,
  type SearchFilter,
  toggleFilterValue,
} from '@gavel/domain'
import { type Dispatch, type SetStateAction, useId, useRef } from 'react'
import { Button } from '../../primitives/Button'
import { Spinner } from '../../primitives/Spinner'
import type { QueryState } from '../QuerySection/queryState'
import {
  Body,
  Check,
  Close,
  Fieldset,
  Footer,
  Header,
  Hint,
  Panel,
  RangeRow,
  Select,
  Title,
} from './FilterFlyout.styles'

export const FilterFlyoutTexts = {
  title: 'Filters',
  apply: 'Apply',
  clear: 'Clear',
  close: 'Close filters',
  any: 'Any',
  from: 'From',
  to: 'To',
  conditions: 'Condition',
  trimNeedsModel: 'Choose a make and model to see their trims.',
  loading: 'Loading filters…',
  failed: 'The filters could not be loaded.',
  retry: 'Try again',
} as const

export interface FilterFlyoutProps {
  /** The choices being edited (a copy of the applied filters until Apply). */
  readonly draft: readonly SearchFilter[]
  readonly onDraftChange: Dispatch<SetStateAction<readonly SearchFilter[]>>
  readonly onApply: (filters: readonly SearchFilter[]) => void
  readonly onClose: () => void
  /** filters/filter_options: the fields and their choices. */
  readonly options: QueryState<readonly FilterOption[]>
  /** search/filters: the fields' order and labels. */
  readonly definitions: QueryState<readonly FilterDefinition[]>
  readonly conditions: QueryState<readonly ConditionOption[]>
  /** The trims of the draft's make and model (asked for once both are chosen). */
  readonly trims: QueryState<readonly FilterValueOption[]>
}

/** search/filters gives the order and labels; filter_options the choices. Without definitions, the options' order. */
const fieldsOf = (options: readonly FilterOption[], definitions: readonly FilterDefinition[] | undefined) => {
  const byType = new Map(options.map((o) => [o.filterType, o]))
  const order = definitions?.length ? definitions : options.map((o) => ({ ...o, label: filterTypeLabel(o.filterType) }))
  return order.flatMap((d) => {
    const option = byType.get(d.filterType)
    return option ? [{ option, label: d.label }] : []
  })
}

const numberOrNull = (text: string): number | null =>
  text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text)

/**
 * The search and filter flyout (marketplace §2, §7 Search service): filter options, trims fetched by make and
 * model, condition options; Apply writes them, Clear empties the choices, Close or Escape leaves without applying.
 * A side panel on desktop and the full screen on mobile (767px and below).
 */
export const FilterFlyout = ({
  draft,
  onDraftChange: setDraft,
  onApply,
  onClose,
  options,
  definitions,
  conditions,
  trims,
}: FilterFlyoutProps) => {
  const titleId = useId()
  const title = useRef<HTMLHeadingElement>(null)
  const make = chosenValue(draft, 'make')
  const model = chosenValue(draft, 'model')

  const valueField = (option: FilterOption, label: string) => {
    const isTrim = option.filterType === 'trim'
    const choices = isTrim ? (trims.data ?? []) : option.values
    const value = chosenValue(draft, option.filterType) ?? ''
    const disabled = isTrim && (make === null || model === null)
    const hintId = `${titleId}-${option.filterType}-hint`
    return (
      <Fieldset key={option.filterType} as="div">
        <label htmlFor={`${titleId}-${option.filterType}`}>{label}</label>
        <Select
          id={`${titleId}-${option.filterType}`}
          value={value}
          disabled={disabled}
          aria-describedby={disabled ? hintId : undefined}
          onChange={(e) => setDraft((d) => chooseFilterValue(d, option.filterType, e.target.value || null))}
        >
          <option value="">{FilterFlyoutTexts.any}</option>
          {value !== '' && !choices.some((c) => c.value === value) && <option value={value}>{value}</option>}
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {`${c.value} (${c.count})`}
            </option>
          ))}
        </Select>
        {disabled && <Hint id={hintId}>{FilterFlyoutTexts.trimNeedsModel}</Hint>}
      </Fieldset>
    )
  }

  const rangeField = (option: FilterOption, label: string) => {
    const { minValue, maxValue } = chosenRange(draft, option.filterType)
    const set = (min: number | null, max: number | null) =>
      setDraft((d) => chooseFilterRange(d, option.filterType, min, max))
    return (
      <Fieldset key={option.filterType}>
        <legend>{label}</legend>
        <RangeRow>
          <label>
            {FilterFlyoutTexts.from}
            <input
              type="number"
              inputMode="numeric"
              placeholder={option.min === null ? '' : String(option.min)}
              value={minValue ?? ''}
              onChange={(e) => set(numberOrNull(e.target.value), maxValue)}
            />
          </label>
          <label>
            {FilterFlyoutTexts.to}
            <input
              type="number"
              inputMode="numeric"
              placeholder={option.max === null ? '' : String(option.max)}
              value={maxValue ?? ''}
              onChange={(e) => set(minValue, numberOrNull(e.target.value))}
            />
          </label>
        </RangeRow>
      </Fieldset>
    )
  }

  const failed = options.isError || conditions.isError
  return (
    <Panel
      placement="side"
      labelledBy={titleId}
      initialFocus={title}
      onDismiss={onClose}
      dismissOnBackdrop
      data-testid="filter-flyout"
    >
      <Header>
        <Title ref={title} id={titleId} tabIndex={-1}>
          {FilterFlyoutTexts.title}
        </Title>
        <Close type="button" aria-label={FilterFlyoutTexts.close} onClick={onClose}>
          ×
        </Close>
      </Header>
      <Body>
        {options.isPending && <Spinner label={FilterFlyoutTexts.loading} />}
        {failed && (
          <Hint role="alert">
            {FilterFlyoutTexts.failed}{' '}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                void options.refetch()
                void conditions.refetch()
              }}
            >
              {FilterFlyoutTexts.retry}
            </Button>
          </Hint>
        )}
        {options.data &&
          fieldsOf(options.data, definitions.data).map(({ option, label }) =>
            option.kind === 'range' ? rangeField(option, label) : valueField(option, label),
          )}
        {conditions.data && conditions.data.length > 0 && (
          <Fieldset>
            <legend>{FilterFlyoutTexts.conditions}</legend>
            {conditions.data.map((c) => (
              <Check key={c.value}>
                <input
                  type="checkbox"
                  checked={draft.some((f) => f.filterType === 'condition' && 'value' in f && f.value === c.value)}
                  onChange={() => setDraft((d) => toggleFilterValue(d, 'condition', c.value))}
                />
                {c.label}
              </Check>
            ))}
          </Fieldset>
        )}
      </Body>
      <Footer>
        <Button variant="secondary" onClick={() => setDraft([])}>
          {FilterFlyoutTexts.clear}
        </Button>
        <Button onClick={() => onApply(draft)}>{FilterFlyoutTexts.apply}</Button>
      </Footer>
    </Panel>
  )
}
