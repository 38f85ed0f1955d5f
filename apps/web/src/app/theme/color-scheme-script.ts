/** Public path of the script that applies a stored light/dark choice before the app loads. */
export const COLOR_SCHEME_SCRIPT_PATH = '/color-scheme.js';

/**
 * Source of a tiny blocking script: it tags <html> with the "light" or "dark" class (the selector
 * MUI's theme uses) before the first paint: the stored choice, else the operating system's, as MUI
 * itself resolves "system". A prerendered page paints before React starts, so without the class a
 * dark-mode visitor would see it light first. It is a file, not inline, because the CSP allows only
 * same-origin scripts. `storageKey` is where MUI keeps the mode (LOCAL_STORAGE_KEYS.themeMode).
 */
export function buildColorSchemeScript(storageKey: string): string {
  const key = JSON.stringify(storageKey);
  return `try{var m=localStorage.getItem(${key});if(m!=='light'&&m!=='dark')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.classList.add(m)}catch(e){}\n`;
}
