/**
 * Marks #root while it holds a page rendered at build time (src/prerender) that the app has not
 * taken over yet; the app removes it (and `inert`) once it has hydrated the page.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
