/*
 * sessionStorage (spec §3: redirectAfterUpgrade, lastSearchQuery, lastSearchPath) lives as long as
 * the tab. Like localStorage it throws when the browser blocks storage; the app then simply
 * forgets these hints, so failures are warnings.
 */

/** The string stored for this tab, or null when absent or when storage is unavailable. */
export function readTabValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch (error) {
    console.warn('sessionStorage is unavailable', error);
    return null;
  }
}

/** Stores a string for this tab; a no-op when storage is unavailable. */
export function writeTabValue(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch (error) {
    console.warn('sessionStorage is unavailable', error);
  }
}

/** Forgets a string stored for this tab. */
export function removeTabValue(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch (error) {
    console.warn('sessionStorage is unavailable', error);
  }
}
