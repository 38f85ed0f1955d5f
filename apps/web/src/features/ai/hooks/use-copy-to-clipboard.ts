import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_CONFIRMATION_MS } from '@kindred/core/constants';

/** Writes text to the clipboard; `isCopied` is true for 2 s after a successful copy (spec §2.10, §7.7). */
export function useCopyToClipboard() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Spec §8: a failed copy shows nothing; the button simply stays as it was.
      return;
    }
    setIsCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), COPIED_CONFIRMATION_MS);
  }, []);

  return { isCopied, copy };
}
