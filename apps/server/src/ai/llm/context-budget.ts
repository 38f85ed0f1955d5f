// A rough English average that needs no tokenizer; budgets below leave room for its error.
const CHARS_PER_TOKEN = 4;

/** The tokens a text costs a model, estimated as characters / 4. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** The text cut to at most `maxChars`, at the last word boundary when there is one. */
export function cutAtWord(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars + 1);
  const lastSpace = cut.search(/\s\S*$/);
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, maxChars)).replace(/[\s,;:.–-]+$/, '');
}

/** The text cut to about `maxTokens` at a word boundary, marked as cut. */
export function truncateToTokens(text: string, maxTokens: number): string {
  const maxChars = maxTokens * CHARS_PER_TOKEN;
  return text.length <= maxChars ? text : `${cutAtWord(text, maxChars - 4)} […]`;
}

/**
 * The leading blocks (callers pass the newest first) whose estimated tokens fit in the budget;
 * stops at the first that does not fit, so what is kept is always the newest run.
 */
export function takeWithinBudget(blocks: readonly string[], budgetTokens: number): string[] {
  const kept: string[] = [];
  let spent = 0;
  for (const block of blocks) {
    spent += estimateTokens(block);
    if (spent > budgetTokens) break;
    kept.push(block);
  }
  return kept;
}
