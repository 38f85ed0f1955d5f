import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_CONFIRMATION_MS } from '@kindred/core/constants';

/** The two clipboard flavours of one text: plain, and formatted for editors that take HTML. */
export interface ClipboardText {
  text: string;
  html: string;
}

/**
 * Puts plain text on the clipboard, with an HTML flavour beside it where the browser allows
 * (ClipboardItem), so that editors paste the formatting and plain fields the text.
 */
async function writeClipboard({ text, html }: ClipboardText | { text: string; html?: undefined }): Promise<void> {
  if (html !== undefined && typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    try {
      const item = new ClipboardItem({ 'text/plain': new Blob([text], { type: 'text/plain' }), 'text/html': new Blob([html], { type: 'text/html' }) });
      await navigator.clipboard.write([item]);
      return;
    } catch {
      // Some browsers refuse HTML on the clipboard: the plain text still goes.
    }
  }
  await navigator.clipboard.writeText(text);
}

/**
 * Writes text to the clipboard; `isCopied` is true for 2 s after a successful copy (spec §2.10,
 * §7.7). `copy` answers whether it worked, for callers that say so when it did not.
 */
export function useCopyToClipboard() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (content: string | ClipboardText): Promise<boolean> => {
    try {
      await writeClipboard(typeof content === 'string' ? { text: content } : content);
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
