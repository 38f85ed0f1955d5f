// The search feature's public surface: the app and other features import from here only.
export { searchMemoriesQueryOptions } from './api/search-memories';
export { PersonFilter } from './components/person-filter';
export { SearchResults } from './components/search-results';
export { SearchSuggestions } from './components/search-suggestions';
