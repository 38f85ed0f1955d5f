// The search feature's public surface: the app and other features import from here only.
export { searchMemoriesQueryOptions } from './api/search-memories';
export { SearchResultItem } from './components/search-result-item';
