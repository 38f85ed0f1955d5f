/*
 * Two kinds of noise never reach the console as errors or the error overlay (spec §8):
 * - a 429 nobody caught: the call was rate limited and dropped, which is worth a warning only;
 * - "ResizeObserver loop ..." errors: the browser reporting that it deferred some layout
 *   notifications to the next frame, which is harmless.
 */

function isRateLimited(reason: unknown): boolean {
  return (reason as { status?: unknown } | null)?.status === 429;
}

/** Installs the window listeners that silence them; returns the uninstall. */
export function installGlobalErrorFilters(target: Window = window): () => void {
  const handleRejection = (event: PromiseRejectionEvent) => {
    if (!isRateLimited(event.reason)) return;
    event.preventDefault();
    console.warn('A request was rate limited and dropped', event.reason);
  };
  const handleError = (event: ErrorEvent) => {
    if (!event.message?.includes('ResizeObserver loop')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  target.addEventListener('unhandledrejection', handleRejection);
  // Capture phase, so the filter runs before any other error listener.
  target.addEventListener('error', handleError, true);
  return () => {
    target.removeEventListener('unhandledrejection', handleRejection);
    target.removeEventListener('error', handleError, true);
  };
}
