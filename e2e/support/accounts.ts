// Accounts for the browser tests, made through the same API the app uses.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

/** Meets every password rule of spec §5. */
export const PASSWORD = 'Kindred-e2e-2026';

/** An address no other test (or earlier run) uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A client address of its own (the test server trusts X-Forwarded-For), as a real person has: the
 * per-IP limits on sign-ups and sign-ins then apply per test person, not to the whole suite at once.
 */
export function clientAddressHeader() {
  const part = () => Math.floor(Math.random() * 250);
  return { 'x-forwarded-for': `10.${part()}.${part()}.${part()}` };
}

/** Signs up through the API; the account's e-mail stays unverified. */
export async function createUnverifiedAccount(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const response = await request.post('/api/auth/signup', { data: { email, password: PASSWORD }, headers: clientAddressHeader() });
  expect(response.status()).toBe(201);
  return { email, password: PASSWORD };
}

/** Signs up and verifies through the API and the e-mailed link's token; no plan is chosen yet. */
export async function createVerifiedAccount(request: APIRequestContext, label: string) {
  const account = await createUnverifiedAccount(request, label);
  const link = linkIn(await waitForMail(account.email, { subject: /verify/i }), '/verify-email');
  const token = new URLSearchParams(link.split('?')[1]).get('token');
  const response = await request.post('/api/auth/verification/verify', { data: { token } });
  expect(response.ok()).toBe(true);
  return account;
}

/** Fills and submits the sign-in form on the current page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The dashboard itself. A regex such as /\/dashboard$/ would also match the sign-in page at
 * `/login?redirect=/dashboard`, and pass before the sign-in has finished.
 */
export const onDashboard = (url: URL) => url.pathname === '/dashboard';
