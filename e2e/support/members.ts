// A ready-to-use member: verified, on the free trial, past the first-time welcome, signed in.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { clientAddressHeader, createVerifiedAccount, signIn, onDashboard } from './accounts';

/** Makes the account through the API the app uses, then signs in through the page; `firstTime` keeps the first-time welcome. */
export async function signInAsNewMember(page: Page, request: APIRequestContext, label: string, { firstTime = false } = {}) {
  const account = await createVerifiedAccount(request, label);
  const client = clientAddressHeader();
  const login = await request.post('/api/auth/login', { data: account, headers: client });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  expect((await request.post('/api/users/me/subscription', { headers, data: { plan: 'KINDRED_FREE' } })).ok()).toBe(true);
  if (!firstTime) expect((await request.patch('/api/users/me', { headers, data: { isFirstTimeLogin: false } })).ok()).toBe(true);
  await page.setExtraHTTPHeaders(client);
  await page.goto('/login?redirect=/dashboard');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(onDashboard);
  return { ...account, headers };
}

/** Adds a person through the API, as the signed-in member `headers` speak for. */
export async function addPersonThroughApi(request: APIRequestContext, headers: Record<string, string>, name: string, relationship = 'Friend'): Promise<{ id: number }> {
  const response = await request.post('/api/kindreds', { headers, data: { name, relationship } });
  expect(response.status()).toBe(201);
  return response.json();
}
