export type { SavedSearchDialogProps } from './SavedSearchDialog'
export { SavedSearchDialog, SavedSearchDialogTexts } from './SavedSearchDialog'
export type { SavedSearchesProps } from './SavedSearches'
export { SavedSearches, SavedSearchesTexts } from './SavedSearches'
