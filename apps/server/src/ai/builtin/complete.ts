import type { Reader } from './nlp';
import { is, isWritten } from './tokens';

const EXCERPT_WORDS = 12;
const TOPICS = 3;

/**
 * The builtin engine's answer to a free prompt (the /gemini-test page): it has no model to ask,
 * so it says so and shows what it read, which proves the request went through.
 */
export function completeWith(prompt: string, reader: Reader): string {
  const sentences = reader.sentences(prompt.trim().replace(/\s+/g, ' '), []);
  const words = sentences.flat().filter((token) => isWritten(token) && /\w/.test(token.text));
  const topics = [
    ...new Set(words.filter((token) => is(token, 'Noun') && !is(token, 'Pronoun') && token.word.length > 2).map((token) => token.text.replace(/[^\p{L}\p{N}'-]/gu, ''))),
  ].slice(0, TOPICS);
  const excerpt = words.slice(0, EXCERPT_WORDS).map((token) => token.text).join(' ');
  const more = words.length > EXCERPT_WORDS ? '...' : '';
  const about = topics.length > 0 ? ` It seems to be about ${topics.join(', ')}.` : '';
  return (
    `This is Kindred's builtin offline assistant: no AI model is configured, so no model was asked. ` +
    `I received your prompt of ${words.length} ${words.length === 1 ? 'word' : 'words'} in ${sentences.length} ${sentences.length === 1 ? 'sentence' : 'sentences'}: "${excerpt}${more}".${about}`
  );
}
