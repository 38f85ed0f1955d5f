import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './support/accounts';
import { signInAsNewMember } from './support/members';

/** A person with two memories, made through the API the app uses; answers their ids. */
async function seedMemories(request: APIRequestContext, headers: Record<string, string>) {
  const person = await request.post('/api/kindreds', { headers, data: { name: 'Sarah Lee', relationship: 'Friend' } });
  expect(person.status()).toBe(201);
  const kindredId = (await person.json()).id as number;
  const memoryIds: number[] = [];
  for (const rawText of ['We baked sourdough bread together on a rainy Sunday.', 'Coffee at the harbour, she told me about the new job.']) {
    const memory = await request.post(`/api/kindreds/${kindredId}/memories`, { headers, data: { rawText } });
    expect(memory.status()).toBe(201);
    memoryIds.push((await memory.json()).memory.id);
  }
  return { kindredId, memoryIds };
}

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search memories' });
const results = (page: Page) => page.getByRole('region', { name: 'Search results' });

test.describe('memory search', () => {
  test('search from the navbar, open a result, and come Back to the same results', async ({ page, request }) => {
    const { headers } = await signInAsNewMember(page, request, 'search');
    const { kindredId, memoryIds } = await seedMemories(request, headers);

    await searchBox(page).fill('  sourdough ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=sourdough$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “sourdough”' })).toBeVisible();
    const group = results(page).getByRole('region', { name: 'Sarah Lee' });
    await expect(group.getByText('1 memory')).toBeVisible();
    await expect(group.locator('mark')).toHaveText(['sourdough']);

    await group.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/kindred/${kindredId}/memory/${memoryIds[0]}$`));

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=sourdough$/);
    await expect(results(page).getByRole('region', { name: 'Sarah Lee' }).locator('mark')).toHaveText(['sourdough']);
  });

  test('a typo still finds the memory, and a misspelt name still offers the person', async ({ page, request }) => {
    const { headers } = await signInAsNewMember(page, request, 'search-typo');
    const { kindredId } = await seedMemories(request, headers);
    // The dashboard may have read the people list before Sarah Lee was added through the API, and
    // the navbar offers people from that list while it is fresh: the page starts again with her in it.
    await page.reload();

    await searchBox(page).fill('sourdogh');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=sourdogh$/);
    await expect(results(page).locator('mark')).toHaveText(['sourdough']);

    await searchBox(page).fill('Sarha');
    await expect(page.getByRole('banner').getByRole('option', { name: /Sarah Lee/ })).toBeVisible();
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/kindred/${kindredId}$`));
  });

  test('when the session ends during a search, signing in again lands back on the results', async ({ page, request }) => {
    const { email, password, headers } = await signInAsNewMember(page, request, 'search-expiry');
    await seedMemories(request, headers);
    await searchBox(page).fill('sourdough');
    await searchBox(page).press('Enter');
    await expect(results(page)).toBeVisible();

    // Signed out everywhere (as from another device): the page's tokens are now refused, refresh included.
    const pageToken = await page.evaluate(() => localStorage.getItem('access_token'));
    expect((await request.post('/api/auth/logout-all', { headers: { authorization: `Bearer ${pageToken}` } })).status()).toBe(204);

    await searchBox(page).fill('harbour');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/login\?redirect=\/search%3Fq%3Dharbour&preserveUser=true$/);
    await expect(page.getByText('Your session has ended. Please sign in again to continue.')).toBeVisible();
    expect(await page.evaluate(() => [sessionStorage.getItem('lastSearchQuery'), sessionStorage.getItem('lastSearchPath')])).toEqual(['harbour', '/search?q=harbour']);
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/search\?q=harbour$/);
    await expect(results(page).locator('mark')).toHaveText(['harbour']);
  });
});
