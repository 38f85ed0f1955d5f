import { daysBetween } from '@kindred/core/calendar-days';
import { ordinal, reminderSentence } from '@kindred/core/calendar-texts';
import { LINKED_CLIENT_PATHS } from '@kindred/core/client-paths';
import { yearsSince } from '@kindred/core/key-date';
import type { DateNotice } from '../../mail/templates';

const MEMORY_EXCERPT_LENGTH = 200;
const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** The start of a gift-ideas answer (Markdown) as one plain line. */
export function firstGiftIdea(markdown: string): string | null {
  const lines = markdown.split('\n').map((line) => line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').replace(/[*_`#>]/g, '').trim());
  const line = lines.find((text) => text.length > 0 && !text.endsWith(':')) ?? null;
  return line && line.length > MEMORY_EXCERPT_LENGTH ? `${line.slice(0, MEMORY_EXCERPT_LENGTH - 1)}…` : line;
}

export interface NoticeInput {
  keyDate: { date: string; annual: boolean; eventTitle: string };
  occurrence: string;
  today: string;
  kindred: { id: number; name: string };
  memory: { title: string | null; rawText: string } | null;
  hints: { iceBreaker: string | null; giftHint: string | null };
  publicUrl: string;
}

/** What one e-mail says about one date. */
export function dateNotice({ keyDate, occurrence, today, kindred, memory, hints, publicUrl }: NoticeInput): DateNotice {
  const years = yearsSince(keyDate, occurrence);
  const memoryText = memory ? (memory.title ?? memory.rawText.trim()) : null;
  return {
    sentence: reminderSentence(kindred.name, keyDate.eventTitle, daysBetween(today, occurrence)),
    dateText: longDate.format(new Date(`${occurrence}T12:00:00Z`)),
    yearsText: years && years > 0 ? (/birth/i.test(keyDate.eventTitle) ? `${kindred.name} turns ${years}` : `${ordinal(years)} anniversary`) : null,
    memory: memoryText && memoryText.length > MEMORY_EXCERPT_LENGTH ? `${memoryText.slice(0, MEMORY_EXCERPT_LENGTH - 1)}…` : memoryText,
    iceBreaker: hints.iceBreaker,
    giftHint: hints.giftHint,
    personUrl: `${publicUrl}${LINKED_CLIENT_PATHS.kindred}/${kindred.id}`,
    personName: kindred.name,
  };
}
