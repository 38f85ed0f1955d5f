/** Public path of the script that applies the visitor's stored choices before the first paint. */
export const PRE_PAINT_SCRIPT_PATH = '/pre-paint.js';

/** Set on <html> by the script to the stored analytics decision: a prerendered page hides its cookie banner by it. */
export const ANALYTICS_CONSENT_ATTRIBUTE = 'data-analytics-consent';

/**
 * Source of a tiny blocking script, run before a prerendered page paints (it paints before the
 * app starts, or without it at all):
 * - it tags <html> with the "light" or "dark" class (the selector MUI's theme uses): the stored
 *   choice, else the operating system's, as MUI itself resolves "system". Without it a dark-mode
 *   visitor would see the page light first;
 * - it marks <html> with the stored analytics decision, so a visitor who decided does not see the
 *   cookie banner the page was rendered with.
 * It is a file, not inline, because the CSP allows only same-origin scripts. `keys` are where the
 * app keeps both (LOCAL_STORAGE_KEYS), `consentValues` the decisions (CONSENT_VALUES).
 */
export function buildPrePaintScript(keys: { themeMode: string; analyticsConsent: string }, consentValues: readonly string[]): string {
  const [theme, consent, values, attribute] = [keys.themeMode, keys.analyticsConsent, consentValues, ANALYTICS_CONSENT_ATTRIBUTE].map((value) => JSON.stringify(value));
  return (
    `try{var h=document.documentElement,m=localStorage.getItem(${theme}),c=localStorage.getItem(${consent});` +
    `if(${values}.indexOf(c)>=0)h.setAttribute(${attribute},c);` +
    `if(m!=='light'&&m!=='dark')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';h.classList.add(m)}catch(e){}\n`
  );
}
