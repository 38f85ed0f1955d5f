/** The browser's IANA time zone ("Europe/Paris"), or undefined when the browser does not say. */
export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}
