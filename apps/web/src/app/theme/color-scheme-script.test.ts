import { describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@kindred/core/constants';
import { buildColorSchemeScript } from './color-scheme-script';

const html = document.documentElement;
const runScript = () => new Function(buildColorSchemeScript(LOCAL_STORAGE_KEYS.themeMode))();

describe('the pre-paint color scheme script', () => {
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
});
