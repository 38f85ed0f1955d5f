import { DEFAULT_CATEGORY } from '@kindred/core/constants';
import type { MemoryDescription } from './memories.repository';

/** Writes a memory's title, full summary and category. The AI issue plugs its engines in here. */
export interface MemoryWriter {
  describe(input: { rawText: string; kindredName: string }): Promise<MemoryDescription>;
}

const TITLE_MAX = 60;
const CATEGORY_WORDS: [category: string, pattern: RegExp][] = [
  ['Celebration', /\b(birthday|bday|anniversary|party|wedding|graduat\w*|celebrat\w*)\b/i],
  ['Travel', /\b(trip|travel\w*|flight|vacation|holiday|hike|hiking|beach)\b/i],
  ['Health', /\b(doctor|hospital|surgery|sick|illness|therapy|recover\w*)\b/i],
  ['Work', /\b(job|work|office|promotion|interview|career|boss|colleague)\b/i],
  ['Food', /\b(dinner|lunch|breakfast|coffee|restaurant|cook\w*|bak\w*)\b/i],
];

function firstSentence(text: string): string {
  const sentence = /^[^.!?\n]+/.exec(text)?.[0]?.trim() ?? text;
  if (sentence.length <= TITLE_MAX) return sentence;
  const cut = sentence.slice(0, TITLE_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), TITLE_MAX / 2)).trimEnd()}…`;
}

/** The offline writer: the first sentence as title, the text itself as summary, a category from keywords. */
export function createPlainMemoryWriter(): MemoryWriter {
  return {
    async describe({ rawText }) {
      const text = rawText.replace(/\s+/g, ' ').trim();
      const title = firstSentence(text);
      return {
        title: title.charAt(0).toUpperCase() + title.slice(1),
        fullSummary: text,
        category: CATEGORY_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? DEFAULT_CATEGORY,
      };
    },
  };
}
