type Listener = (event: { matches: boolean; media: string }) => void;

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<Listener>();
let prefersDark = false;

/** A window.matchMedia that jsdom lacks: answers only the dark-scheme query, and can flip it. */
export function installMatchMedia(initialPrefersDark = false): void {
  prefersDark = initialPrefersDark;
  listeners.clear();
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query === DARK_QUERY && prefersDark;
      },
      onchange: null,
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

/** Simulates the OS switching between light and dark. */
export function setPrefersDark(value: boolean): void {
  prefersDark = value;
  for (const listener of listeners) listener({ matches: value, media: DARK_QUERY });
}
