/** The browser's IANA time zone (e.g. "Europe/Paris"), or undefined if it cannot say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** A query string with `userTimezone` added when the browser knows its zone. */
export function withTimeZone(params: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const timeZone = browserTimeZone();
  if (timeZone) query.set('userTimezone', timeZone);
  return query.toString();
}
