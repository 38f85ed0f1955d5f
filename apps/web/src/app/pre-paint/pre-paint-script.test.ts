import { describe, expect, it, vi } from 'vitest';
import { CONSENT_VALUES, LOCAL_STORAGE_KEYS } from '@kindred/core/constants';
import { ANALYTICS_CONSENT_ATTRIBUTE, buildPrePaintScript } from './pre-paint-script';

const html = document.documentElement;
const runScript = () => new Function(buildPrePaintScript(LOCAL_STORAGE_KEYS, CONSENT_VALUES))();

describe('the pre-paint script', () => {
  it.each(['light', 'dark'])('tags the page with a stored %s choice before the app starts', (mode) => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.themeMode, mode);

    runScript();

    expect(html).toHaveClass(mode);
  });

  it.each([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
  ] as const)('follows the operating system for a %s choice (dark: %s), as MUI resolves it', (stored, osIsDark, expected) => {
    html.className = '';
    if (stored) localStorage.setItem(LOCAL_STORAGE_KEYS.themeMode, stored);
    else localStorage.removeItem(LOCAL_STORAGE_KEYS.themeMode);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: osIsDark && query === '(prefers-color-scheme: dark)' }));

    runScript();

    expect(html.className).toBe(expected);
    vi.unstubAllGlobals();
  });

  it.each(CONSENT_VALUES)('marks the page with a stored "%s" analytics decision, so its cookie banner stays hidden', (decision) => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.analyticsConsent, decision);

    runScript();

    expect(html).toHaveAttribute(ANALYTICS_CONSENT_ATTRIBUTE, decision);
  });

  it.each([null, 'maybe'])('leaves the page unmarked while undecided (stored: %s)', (stored) => {
    html.removeAttribute(ANALYTICS_CONSENT_ATTRIBUTE);
    if (stored) localStorage.setItem(LOCAL_STORAGE_KEYS.analyticsConsent, stored);
    else localStorage.removeItem(LOCAL_STORAGE_KEYS.analyticsConsent);

    runScript();

    expect(html).not.toHaveAttribute(ANALYTICS_CONSENT_ATTRIBUTE);
  });
});
