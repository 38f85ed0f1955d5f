/** Query keys of search results, one entry per searched text. */
export const searchKeys = {
  all: ['search'] as const,
  memories: (text: string) => [...searchKeys.all, 'memories', text] as const,
};
