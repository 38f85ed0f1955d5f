import { expect, test, type Page } from '@playwright/test';
import { AUTH_MESSAGES } from '@kindred/core/auth';
import { DEFAULT_ERROR_MESSAGES } from '@kindred/core/errors';
import { createUnverifiedAccount, createVerifiedAccount, PASSWORD, signIn, uniqueEmail, onDashboard } from './support/accounts';
import { linkIn, waitForMail } from './support/mailbox';

/** Uncaught exceptions and console errors: a journey that works must leave none. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('accounts', () => {
  test('sign up, verify by e-mail, start the trial, sign out, and sign back in where you were going', async ({ page }) => {
    // Fifteen pages and two e-mails: on a 2-core machine running two browsers this journey sits at the 30 s default.
    test.slow();
    const errors = collectErrors(page);
    const email = uniqueEmail('journey');

    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await expect(page.getByText('At least one special character (met)')).toBeAttached();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend available in \d+ s/ })).toBeDisabled();

    await page.goto(linkIn(await waitForMail(email, { subject: /verify/i }), '/verify-email'));
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByRole('article', { name: 'Free trial' }).getByRole('button', { name: 'Start free trial' }).click();

    await expect(page).toHaveURL(onDashboard);
    await expect(page.getByRole('heading', { name: 'Welcome to Kindred!' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Kindred!' })).toBeHidden();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);
    await signIn(page, email, PASSWORD);

    await expect(page).toHaveURL((url) => url.pathname === '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(/days? left in your free trial/)).toBeVisible();
    // Onboarding stays done across sessions.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Kindred!' })).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('a forgotten password is reset through the e-mailed link; only the new one works afterwards', async ({ page, request }) => {
    const { email } = await createVerifiedAccount(request, 'reset');
    const newPassword = 'A-brand-new-pass-9';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in page, with its own Email field, stays until the next page's code has loaded.
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(AUTH_MESSAGES.resetSent)).toBeVisible();

    await page.goto(linkIn(await waitForMail(email, { subject: /reset/i }), '/reset-password'));
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText(AUTH_MESSAGES.resetDone)).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(DEFAULT_ERROR_MESSAGES.INVALID_CREDENTIALS);
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Verified but no plan chosen yet: signing in lands on pricing.
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  });

  test('a wrong password is refused with an error, and what was typed stays', async ({ page, request }) => {
    const { email } = await createVerifiedAccount(request, 'wrong-password');

    await page.goto('/login');
    await signIn(page, email, 'Not-the-password-1');

    await expect(page.getByRole('alert')).toHaveText(DEFAULT_ERROR_MESSAGES.INVALID_CREDENTIALS);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel(/^Password/)).toHaveValue('Not-the-password-1');
  });

  test('someone who has not verified their e-mail is sent to verify it when signing in', async ({ page, request }) => {
    const { email, password } = await createUnverifiedAccount(request, 'unverified');

    await page.goto('/login');
    await signIn(page, email, password);

    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await expect(page.getByText(AUTH_MESSAGES.resendSent)).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend available in \d+ s/ })).toBeDisabled();
  });
});
