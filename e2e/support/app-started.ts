import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has hydrated a prerendered public page. Until then a page that needs the
 * app is inert (it reads, but takes no focus, tap or keystroke), as a visitor on a slow phone
 * finds it; a page that starts the app when needed (/, /about) works as plain HTML meanwhile.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}
