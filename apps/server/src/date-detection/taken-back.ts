import type { Span } from './text-spans';

// A date the text takes back is no key date: the day something was moved from ("moved from 10
// December to 17 December", "Moved Elif's lunch from Thursday to Friday"), one put aside ("rebooked
// for Jan 7 instead of the 4th", "now next Wednesday, not tomorrow", "the plumber cancelled
// Friday", "it was going to be Dec 10") and one corrected on the spot ("1 Jan? no wait, it's 4 January").
const MOVING = String.raw`moved|pushed|rescheduled|rebooked|re-booked|changed|brought|shifted|switched|postponed|revised`;
const MOVED_FROM = new RegExp(String.raw`\b(?:${MOVING}|moving|put)\b(?:\s+(?:up|back|forward|over))?(?:\s+[\w'’]+){0,4}?\s+from\s+(?:the\s+)?$`, 'i');
// "New date 3 Feb (was 20 Jan, and before that 6 Jan)": the days it was before.
const PUT_ASIDE = /(?:\b(?:instead\s+of|rather\s+than|not|no\s+longer|cancell?ed|(?:was|were)\s+(?:going\s+to|supposed\s+to|meant\s+to)\s+be|(?:was|were)\s+originally|before\s+that)|\(\s*(?:was|previously|originally))\s+(?:on\s+)?(?:the\s+)?$/i;
// "thought her party was 6 March but it's actually 7 March": a day believed, then put right.
const THOUGHT_BEFORE = /\bthought\b[^.!?]{0,30}\b(?:was|were|is)\s+(?:on\s+)?(?:the\s+)?$/i;
const ACTUALLY_AFTER = /^[^.!?]{0,30}\b(?:actually|really|in\s+fact)\b/i;
// "Surgery was booked for 7 January, now pushed back to 21 January", "booked for Tuesday but they've
// moved it to Saturday": the day first booked, when the sentence goes on to move it.
const BOOKED_BEFORE = /\b(?:was|were|had\s+been|got)\s+(?:booked|scheduled|planned|set|arranged|due)\s+(?:for|on)\s+(?:the\s+)?$/i;
const MOVED_AFTER = new RegExp(String.raw`^[^.!?]{0,40}?\b(?:${MOVING})\b[^.!?]{0,25}?\bto\b`, 'i');
// "the dentist on the 9th got cancelled", "the 22nd was the plan but Eve cancelled": a day called
// off later in its sentence, unless a later date there says where it went.
const CALLED_OFF_AFTER = /^[^.!?]{0,50}?\b(?:cancell?ed|called\s+off)\b/i;
const CORRECTED_AFTER = /^\s*[?!.,\-–—]*\s*(?:no,?\s+wait|sorry|i\s+mean|scratch\s+that|correction)\b/i;
const LOOK_BEHIND = 60;
const LOOK_AHEAD = 60;

/**
 * Whether the date at `span` is one the text takes back. A day moved from counts only when a later
 * date of its sentence (`isFollowed`) says where it went.
 */
export function isTakenBack(text: string, span: Span, isFollowed: boolean): boolean {
  const before = text.slice(Math.max(0, span.start - LOOK_BEHIND), span.start);
  const moved = MOVED_FROM.test(before) || (BOOKED_BEFORE.test(before) && MOVED_AFTER.test(text.slice(span.end, span.end + LOOK_AHEAD)));
  const after = text.slice(span.end, span.end + LOOK_AHEAD);
  const believed = THOUGHT_BEFORE.test(before) && ACTUALLY_AFTER.test(after);
  const calledOff = !isFollowed && CALLED_OFF_AFTER.test(after);
  return (isFollowed && moved) || calledOff || believed || PUT_ASIDE.test(before) || CORRECTED_AFTER.test(after.slice(0, 30));
}
