import { addDays } from '@kindred/core/calendar-days';
import { PRODUCT_NAME } from '@kindred/core/constants';

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Content lines of at most 75 octets (RFC 5545 §3.1), continued with CRLF and a space, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation starts with a space, so 74 more.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (ymd: string) => ymd.replaceAll('-', '');
const basicDateTime = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** An alarm `daysBefore` days ahead at `timeOfDay`, relative to the all-day event's start (its midnight). */
export function alarmTrigger(daysBefore: number, timeOfDay: string): string {
  const minutes = -daysBefore * 24 * 60 + Number(timeOfDay.slice(0, 2)) * 60 + Number(timeOfDay.slice(3, 5));
  const sign = minutes < 0 ? '-' : '';
  const total = Math.abs(minutes);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const rest = total % 60;
  const time = hours || rest ? `T${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}` : '';
  return `${sign}P${days ? `${days}D` : ''}${time || (days ? '' : 'T0M')}`;
}

export interface FeedEvent {
  keyDateId: number;
  date: string;
  annual: boolean;
  title: string;
  personName: string;
  personUrl: string;
  createdAt: Date;
}

interface FeedInput {
  /** Host of PUBLIC_URL: the UIDs' domain. */
  host: string;
  events: FeedEvent[];
  /** Days before each date an alarm goes off, and at what time; none when reminders are off. */
  alarms: { daysBefore: number[]; timeOfDay: string };
}

/** The private calendar feed: one all-day VEVENT per key date, annual ones recurring yearly. */
export function renderIcs({ host, events, alarms }: FeedInput): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${PRODUCT_NAME}//Key dates//EN`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `NAME:${PRODUCT_NAME} key dates`, `X-WR-CALNAME:${PRODUCT_NAME} key dates`];
  for (const event of events) {
    const summary = escapeText(`${event.personName}: ${event.title}`);
    lines.push(
      'BEGIN:VEVENT',
      `UID:key-date-${event.keyDateId}@${host}`,
      `DTSTAMP:${basicDateTime(event.createdAt)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(event.date, 1))}`,
    );
    // A Feb 29 date recurs on the last day of February: the 29th in leap years, the 28th otherwise.
    if (event.annual) lines.push(event.date.endsWith('-02-29') ? 'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' : 'RRULE:FREQ=YEARLY');
    lines.push(`SUMMARY:${summary}`, `DESCRIPTION:${escapeText(`${event.personName}'s page in ${PRODUCT_NAME}: ${event.personUrl}`)}`, `URL:${event.personUrl}`, 'TRANSP:TRANSPARENT');
    for (const daysBefore of alarms.daysBefore) {
      lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${summary}`, `TRIGGER:${alarmTrigger(daysBefore, alarms.timeOfDay)}`, 'END:VALARM');
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
