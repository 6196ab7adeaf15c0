import { describeFilters, type RecentSearch, type SearchFilter, type SearchSuggestion } from '@gavel/domain'
import { type KeyboardEvent, useId, useState } from 'react'
import { Box, Input, Label, Listbox, Option, Status } from './SearchBox.styles'

export const SearchBoxTexts = {
  label: 'Search vehicles',
  placeholder: 'Make or model, e.g. F-150',
  suggestions: 'Suggestions',
  recent: 'Recent searches',
  noMatch: 'No suggestions',
} as const

/** What choosing an entry asks for: a suggestion's filters go over the current ones; a recent search replaces them. */
export type SearchChoice = { readonly kind: 'suggestion' | 'recent'; readonly filters: readonly SearchFilter[] }

export interface SearchBoxProps {
  readonly onChoose: (choice: SearchChoice) => void
  /** What is typed (the container asks for suggestions once typing pauses). */
  readonly text: string
  readonly onTextChange: (text: string) => void
  /** The suggestions for the text (the last answer stays while the next is on its way). */
  readonly suggestions: readonly SearchSuggestion[] | undefined
  /** The suggestions answer the text as typed now (not the previous answer kept while asking): 'No suggestions' may show. */
  readonly suggestionsAnswered: boolean
  /** The recent-search flag is on: with the box empty the list holds the recent searches. */
  readonly recentEnabled: boolean
  readonly recent: readonly RecentSearch[]
}

interface Entry {
  readonly key: string
  readonly text: string
  readonly choice: SearchChoice
}

/**
 * The search box (marketplace §7 search/suggestions, §6 recent search): a combobox whose listbox holds the
 * suggestions for what was typed (asked for once typing pauses) or, with the box empty and the flag on, the
 * recent searches. Arrow keys move through the list, Enter chooses (the first entry when none is active), Escape
 * closes the list and then clears the text.
 */
export const SearchBox = ({
  onChoose,
  text,
  onTextChange: setText,
  suggestions,
  suggestionsAnswered,
  recentEnabled,
  recent,
}: SearchBoxProps) => {
  const id = useId()
  const listId = `${id}-list`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const typing = text.trim() !== ''
  const entries: readonly Entry[] = typing
    ? (suggestions ?? []).map((s) => ({
        key: `s-${s.text}`,
        text: s.text,
        choice: { kind: 'suggestion', filters: s.filters },
      }))
    : recentEnabled
      ? recent.map((r) => ({
          key: `r-${r.id}`,
          text: describeFilters(r.filters),
          choice: { kind: 'recent', filters: r.filters },
        }))
      : []
  const expanded = open && entries.length > 0
  const choose = (entry: Entry | undefined) => {
    if (entry === undefined) return
    onChoose(entry.choice)
    setText('')
    setOpen(false)
    setActive(-1)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (entries.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + step + entries.length) % entries.length)
    } else if (event.key === 'Enter') {
      if (!expanded) return
      event.preventDefault()
      choose(entries[active] ?? entries[0])
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false)
      else setText('')
      setActive(-1)
    }
  }
  const activeId = expanded && active >= 0 ? `${id}-option-${active}` : undefined
  return (
    <Box>
      <Label htmlFor={`${id}-input`}>{SearchBoxTexts.label}</Label>
      <Input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        placeholder={SearchBoxTexts.placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <Listbox
        id={listId}
        role="listbox"
        aria-label={typing ? SearchBoxTexts.suggestions : SearchBoxTexts.recent}
        hidden={!expanded}
      >
        {entries.map((entry, i) => (
          <Option
            key={entry.key}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            $active={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(entry)}
          >
            {entry.text}
          </Option>
        ))}
      </Listbox>
      <Status role="status">
        {open && typing && suggestionsAnswered && entries.length === 0 ? SearchBoxTexts.noMatch : ''}
      </Status>
    </Box>
  )
}
