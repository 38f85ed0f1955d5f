// Spacing and punctuation as typed on a phone ("great , so proud!!!"), put right before the text is
// parsed, so that compromise sees ordinary sentences and the summary reads as clean prose.

const TYPOGRAPHIC: readonly [RegExp, string][] = [
  [/[\u2018\u2019\u02bc]/g, "'"],
  [/[\u201c\u201d]/g, '"'],
  [/\u2026/g, '...'],
  [/[\u00a0\u2000-\u200b]/g, ' '],
];

const SPACING: readonly [RegExp, string][] = [
  [/\bw\/o(?=\s)/gi, 'without'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/\bb\/c\b/gi, 'because'],
  [/([!?])[!?]+/g, '$1'],
  [/,{2,}/g, ','],
  [/\.{4,}/g, '...'],
  [/\s+([,.;:!?])/g, '$1'],
  [/([,;!?])(?=[A-Za-z])/g, '$1 '],
  [/\s+[-\u2013\u2014]+\s+/g, ' \u2013 '],
  [/[ \t]+/g, ' '],
];

const ENDS_A_SENTENCE = /[.!?:;,\u2013-]$/;

/** One line per sentence at most: a line without a closing mark ends as a sentence. */
function joinLines(text: string): string {
  return text
    .split(/\n+/)
    .map((line) => line.trim().replace(/^[-*\u2022]\s+/, ''))
    .filter((line) => line !== '')
    .map((line, index, lines) => (index < lines.length - 1 && !ENDS_A_SENTENCE.test(line) ? `${line}.` : line))
    .join(' ');
}

/** The text with typographic quotes, line breaks, repeated marks and stray spaces put right. */
export function prepareText(raw: string): string {
  let text = raw.replace(/\r\n?/g, '\n');
  for (const [pattern, replacement] of TYPOGRAPHIC) text = text.replace(pattern, replacement);
  text = joinLines(text);
  for (const [pattern, replacement] of SPACING) text = text.replace(pattern, replacement);
  return text.trim();
}
