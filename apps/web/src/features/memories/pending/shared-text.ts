import { QUICK_MEMORY_SHARE_PARAMS } from '@kindred/core/client-paths';

/**
 * What another app shared, as the memory's first words: its title, text and link, each once
 * (many apps repeat the link inside the text), one per line.
 */
export function sharedText(params: URLSearchParams): string {
  const parts: string[] = [];
  for (const name of Object.values(QUICK_MEMORY_SHARE_PARAMS)) {
    const value = params.get(name)?.trim();
    if (value && !parts.some((part) => part.includes(value))) parts.push(value);
  }
  return parts.join('\n');
}
