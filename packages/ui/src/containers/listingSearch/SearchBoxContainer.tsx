import { useState } from 'react'
import { SearchBox, type SearchChoice } from '../../components/SearchBox/SearchBox'
import { useRecentSearchEnabled, useRecentSearches, useSuggestions } from './searchQueries'

export interface SearchBoxContainerProps {
  readonly onChoose: (choice: SearchChoice) => void
}

/** The search box over SearchCatalog: suggestions once typing pauses, the recent searches behind their flag. */
export const SearchBoxContainer = ({ onChoose }: SearchBoxContainerProps) => {
  const [text, setText] = useState('')
  const suggestions = useSuggestions(text)
  const recentEnabled = useRecentSearchEnabled()
  const recent = useRecentSearches()
  return (
    <SearchBox
      onChoose={onChoose}
      text={text}
      onTextChange={setText}
      suggestions={suggestions.data}
      suggestionsAnswered={suggestions.isSuccess && !suggestions.isPlaceholderData}
      recentEnabled={recentEnabled}
      recent={recent}
    />
  )
}
