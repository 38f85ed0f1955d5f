/** Query keys of search results: one entry per searched text and person filter. */
export const searchKeys = {
  all: ['search'] as const,
  memories: (text: string, kindredId: number | null) => [...searchKeys.all, 'memories', { text, kindredId }] as const,
};
