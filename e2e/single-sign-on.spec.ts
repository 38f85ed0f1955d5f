import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';

// The identity provider is a real OpenID Provider (oidc-provider) that e2e/start-server.mjs runs
// beside the app; its development sign-in page takes any e-mail address as the login.
test.describe('single sign-on with an identity provider', () => {
  test('a new person signs in at the provider and lands in the app with a verified account', async ({ page }) => {
    const email = uniqueEmail('sso');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();

    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(/\/pricing$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_user') ?? 'null'));
    expect(stored).toMatchObject({ email, emailVerified: true, hasPassword: false });
    expect(await page.evaluate(() => localStorage.getItem('access_token')?.split('.').length)).toBe(3);
  });

  test('a callback that does not come from a sign-in we started is refused with a way back', async ({ page }) => {
    await page.goto('/auth/oauth2/callback?code=made-up&state=never-issued');
    await expect(page.getByText("We couldn't finish signing you in.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
