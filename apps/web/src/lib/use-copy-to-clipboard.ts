import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_CONFIRMATION_MS } from '@kindred/core/constants';

/**
 * Writes text to the clipboard; `isCopied` is true for 2 s after a successful copy (spec §2.10,
 * §7.7). `copy` answers whether it worked, for callers that say so when it did not.
 */
export function useCopyToClipboard() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Spec §8: a failed copy of an AI answer shows nothing; the button simply stays as it was.
      return false;
    }
    setIsCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), COPIED_CONFIRMATION_MS);
    return true;
  }, []);

  return { isCopied, copy };
}
