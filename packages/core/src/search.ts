import { z } from 'zod';
import { memorySchema } from './memory';

export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_RESULTS_DEFAULT = 20;
export const SEARCH_RESULTS_MAX = 50;
export const SEARCH_QUERY_REQUIRED_MESSAGE = 'Type something to search for';

/** GET /api/search/memories?q=: blank text is not a search (spec §5). */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_QUERY_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: SEARCH_QUERY_REQUIRED_MESSAGE })
    .max(SEARCH_QUERY_MAX_LENGTH, { error: `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters` }),
  limit: z.coerce.number().int().min(1).max(SEARCH_RESULTS_MAX).default(SEARCH_RESULTS_DEFAULT),
});

/** A memory that matched, with the name of the person it is about. */
export const searchResultSchema = memorySchema.extend({ kindredName: z.string() });
export type SearchResult = z.infer<typeof searchResultSchema>;
