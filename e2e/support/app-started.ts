import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has rendered over a prerendered public page: until then the page is inert
 * (it reads, but takes no focus, tap or keystroke), as a visitor on a slow phone finds it.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
}
