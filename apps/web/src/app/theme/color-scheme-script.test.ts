import { describe, expect, it } from 'vitest';
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

  it('leaves the page to the operating system for "system" or no choice', () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.themeMode, 'system');
    runScript();
    localStorage.removeItem(LOCAL_STORAGE_KEYS.themeMode);
    runScript();

    expect(html.className).toBe('');
  });
});
