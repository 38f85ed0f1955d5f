import { useEffect, useRef } from 'react';

/**
 * Runs `action` once per distinct key after mount. One-time links (verification, sign-on codes)
 * are spent by their first use, and development's StrictMode runs every effect twice.
 */
export function useOnce(key: string, action: () => void) {
  const doneFor = useRef<string | null>(null);
  const latestAction = useRef(action);
  useEffect(() => {
    latestAction.current = action;
  });
  useEffect(() => {
    if (doneFor.current === key) return;
    doneFor.current = key;
    latestAction.current();
  }, [key]);
}
