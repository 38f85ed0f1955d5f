export { createSearchRepository } from './search.repository';
export { searchRoutes } from './search.routes';
export { createSearchService } from './search.service';
export { searchJobHandlers } from './fold-search-words.job';
