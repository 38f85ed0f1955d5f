/**
 * The little of `window` the app reads while it renders, as a first-time visitor's browser would
 * answer it: empty storage, no other tab. Imported before the app, so modules that read storage or
 * follow other tabs when they load find it. No `document`: with one, Emotion would put the styles
 * in a document head instead of the rendered HTML.
 */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

Object.assign(globalThis, {
  window: { localStorage: emptyStorage(), sessionStorage: emptyStorage(), addEventListener() {}, removeEventListener() {} },
});
