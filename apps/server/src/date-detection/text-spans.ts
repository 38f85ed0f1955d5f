/** A half-open range [start, end) of character offsets in a memory's text. */
export interface Span {
  start: number;
  end: number;
}

// A sentence ends at . ! ? or ; followed by white space, or at a line break (lists, notes); not at
// the dot of a title ("Dr. Lee", "St. Mary's"). A dot inside a date ("Mar. 3") is skipped by sentenceAround.
const SENTENCE_END = /(?<!\b(?:St|Dr|Mt|Mr|Mrs|Ms|Jr|Sr|Prof))\.+(?=\s|$)|[!?;]+(?=\s|$)|\n/g;

/** Offsets where sentences end, computed once per text. */
export function sentenceEnds(text: string): number[] {
  return Array.from(text.matchAll(SENTENCE_END), (match) => match.index);
}

/** The sentence holding a span: from after the previous end outside the span to the next one. */
export function sentenceAround(span: Span, ends: readonly number[], textLength: number): Span {
  let start = 0;
  let end = textLength;
  for (const offset of ends) {
    if (offset < span.start) start = offset + 1;
    else if (offset >= span.end) {
      end = offset;
      break;
    }
  }
  return { start, end };
}

/** Characters between two spans, 0 when they touch or overlap. */
function gapBetween(a: Span, b: Span): number {
  return Math.max(0, a.start - b.end, b.start - a.end);
}

/** Whether a span lies inside another. */
function isWithin(inner: Span, outer: Span): boolean {
  return inner.start >= outer.start && inner.end <= outer.end;
}

// Words in another clause ("surgery on July 15, and she asked...", "May 3 - party at the lake")
// count as if further away.
const CLAUSE_BREAK = /[,;:()]|\s[-–—]\s|\b(?:and|but)\b/;
const OTHER_CLAUSE_PENALTY = 40;

/** How far apart two spans of the text read: the characters between them, more across a clause break. */
export function distanceBetween(text: string, a: Span, b: Span): number {
  const between = text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start));
  return gapBetween(a, b) + (CLAUSE_BREAK.test(between) ? OTHER_CLAUSE_PENALTY : 0);
}

/** A cue a date won, and how far from the date it reads. */
export interface NearCue<T> {
  cue: T;
  distance: number;
}

/**
 * Gives each cue (an event word, an annual keyword) to the nearest date of its own sentence, so that
 * in "her birthday is May 5 and the party is May 3" each date keeps its own words.
 * Answers, for each date, the cues it won, nearest first.
 */
export function assignCues<T extends Span>(
  text: string,
  cues: readonly T[],
  dates: readonly { span: Span; sentence: Span }[],
  maxDistance: number,
): NearCue<T>[][] {
  const won: NearCue<T>[][] = dates.map(() => []);
  for (const cue of cues) {
    let best = -1;
    let bestDistance = maxDistance + 1;
    dates.forEach((date, i) => {
      if (!isWithin(cue, date.sentence)) return;
      const distance = distanceBetween(text, cue, date.span);
      if (distance < bestDistance) {
        best = i;
        bestDistance = distance;
      }
    });
    if (best >= 0) won[best]!.push({ cue, distance: bestDistance });
  }
  return won.map((near) => near.sort((a, b) => a.distance - b.distance));
}
