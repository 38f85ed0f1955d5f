export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** The part of the day at `now` on the browser's clock: morning 5-12, afternoon 12-18, else evening. */
export function partOfDay(now: Date): PartOfDay {
  const hour = now.getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/**
 * A first name guessed from an e-mail address, the only name an account has:
 * "maya.chen@example.com" -> "Maya", "j_smith42@x.org" -> "J". Falls back to the local part.
 */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const first = local.split(/[._+-]+/).find((part) => part.replace(/\d+/g, '') !== '') ?? local;
  const name = first.replace(/\d+$/, '') || first;
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}
