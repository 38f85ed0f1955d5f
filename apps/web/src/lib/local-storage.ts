/*
 * localStorage throws when the browser blocks storage (strict privacy settings, some private
 * windows). The app must still work there, just without remembering choices, so failures are
 * logged as warnings and otherwise treated as "nothing stored".
 */

/** The stored string, or null when absent or when storage is unavailable. */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn('localStorage is unavailable', error);
    return null;
  }
}

/** Stores a string; a no-op when storage is unavailable. */
export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn('localStorage is unavailable', error);
  }
}

/** Removes a stored string; a no-op when storage is unavailable. */
export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn('localStorage is unavailable', error);
  }
}
