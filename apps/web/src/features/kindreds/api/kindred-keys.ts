/**
 * Query keys of the people. Everything read about one person sits under its detail key, so deleting
 * the person forgets it all; and everything sits under `all`, which memory and key-date writes
 * invalidate because the cards' counts, next key dates and summaries follow from them.
 */
export const kindredKeys = {
  all: ['kindreds'] as const,
  list: () => [...kindredKeys.all, 'list'] as const,
  detail: (kindredId: number) => [...kindredKeys.all, kindredId] as const,
};
