import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Route } from '@playwright/test';
import { LINKED_CLIENT_PATHS } from '@kindred/core/client-paths';
import { addPersonThroughApi, signInAsNewMember } from './support/members';

type Headers = Record<string, string>;

/** Waits until the service worker has taken over this page, so a reload is served from its precache. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated' && navigator.serviceWorker.controller !== null);
}

const refuseAsOffline = (route: Route) => route.abort('internetdisconnected');

/**
 * Cuts or restores the network as a phone losing signal would. Chromium's offline emulation does not
 * reach requests the service worker makes itself (microsoft/playwright#2311), so the API refuses those too.
 */
async function setOnline(context: BrowserContext, online: boolean) {
  if (online) {
    await context.unroute('**/api/**', refuseAsOffline);
    await context.setOffline(false);
  } else {
    await context.route('**/api/**', refuseAsOffline);
    await context.setOffline(true);
  }
}

async function memoriesOf(request: APIRequestContext, headers: Headers, kindredId: number): Promise<string[]> {
  const response = await request.get(`/api/kindreds/${kindredId}/memories`, { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { rawText: string }[] }).items.map((memory) => memory.rawText);
}

async function memberWithOnePerson(page: Page, request: APIRequestContext, label: string) {
  const { headers } = await signInAsNewMember(page, request, label);
  const { id } = await addPersonThroughApi(request, headers, 'Maya', 'Sister');
  return { headers, kindredId: id };
}

test.describe('installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('links a manifest with standalone display, 192/512 and maskable icons, the Quick memory shortcut and share target', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Kindred', short_name: 'Kindred', display: 'standalone', start_url: expect.any(String), theme_color: expect.any(String), background_color: expect.any(String) });
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
    }
    expect(manifest.shortcuts).toEqual([expect.objectContaining({ name: 'Quick memory', url: LINKED_CLIENT_PATHS.quickMemory })]);
    expect(manifest.share_target).toMatchObject({ action: LINKED_CLIENT_PATHS.quickMemory, method: 'GET', params: { title: 'title', text: 'text', url: 'url' } });
  });

  test('a service worker opens the app offline but never answers the API from a cache', async ({ page, context, request }) => {
    await memberWithOnePerson(page, request, 'pwa-shell');
    await page.reload();
    await waitForServiceWorker(page);
    await expect(page.getByRole('link', { name: 'Maya' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    // The shell comes from the precache; the people list, private, does not.
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    expect(await page.evaluate(() => fetch('/api/kindreds/summary').then((r) => r.status, () => 'no answer'))).toBe('no answer');
    await context.setOffline(false);
  });

  test('memories written offline are kept on the device, survive a reload and are sent once when the network returns', async ({ page, context, request }) => {
    const { headers, kindredId } = await memberWithOnePerson(page, request, 'pwa-offline');
    await page.goto(LINKED_CLIENT_PATHS.quickMemory);
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Quick memory' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Person' })).toHaveText('Maya');

    await setOnline(context, false);
    await page.getByRole('textbox', { name: 'Memory' }).fill('Maya taught me her lemon cake recipe on the train');
    await page.getByRole('button', { name: 'Save Memory' }).click();
    await expect(page.getByText('Kept on this device: it will be sent as soon as the connection returns.')).toBeVisible();
    const waiting = page.getByRole('status').filter({ hasText: 'Waiting to send (1)' });
    await expect(waiting).toBeVisible();
    await expect(waiting).toContainText('lemon cake');

    // Opened again offline (as from the home screen): the kept memory is still there, and the
    // people last seen on this device can still be picked for another one.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Quick memory' })).toBeVisible();
    await expect(waiting).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Person' })).toHaveText('Maya');
    await page.getByRole('textbox', { name: 'Memory' }).fill('Maya is allergic to walnuts');
    await page.getByRole('button', { name: 'Save Memory' }).click();
    const waitingTwo = page.getByRole('status').filter({ hasText: 'Waiting to send (2)' });
    await expect(waitingTwo).toBeVisible();

    await setOnline(context, true);
    await expect(waitingTwo).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toHaveCount(0);
    const sent = ['Maya is allergic to walnuts', 'Maya taught me her lemon cake recipe on the train'];
    expect((await memoriesOf(request, headers, kindredId)).sort()).toEqual(sent);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Quick memory' })).toBeVisible();
    expect((await memoriesOf(request, headers, kindredId)).sort()).toEqual(sent);
  });

  test('a memory whose answer was lost on the way is sent again and stored once', async ({ page, request }) => {
    const { headers, kindredId } = await memberWithOnePerson(page, request, 'pwa-lost-answer');
    await page.goto(LINKED_CLIENT_PATHS.quickMemory);
    // The server stores the first try, but the phone never hears back.
    await page.route(`**/api/kindreds/${kindredId}/memories*`, async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    }, { times: 1 });

    await page.getByRole('textbox', { name: 'Memory' }).fill('Maya starts her new job on Monday');
    await page.getByRole('button', { name: 'Save Memory' }).click();
    await expect(page.getByText('Kept on this device: it will be sent as soon as the connection returns.')).toBeVisible();
    const waiting = page.getByRole('status').filter({ hasText: 'Waiting to send (1)' });
    await expect(waiting).toBeVisible();
    expect(await memoriesOf(request, headers, kindredId)).toEqual(['Maya starts her new job on Monday']);

    await waiting.getByRole('button', { name: 'Send now' }).click();
    await expect(waiting).toBeHidden();
    expect(await memoriesOf(request, headers, kindredId)).toEqual(['Maya starts her new job on Monday']);
  });

  test('the share target fills the capture with what was shared', async ({ page, request }) => {
    await memberWithOnePerson(page, request, 'pwa-share');
    await page.goto(`${LINKED_CLIENT_PATHS.quickMemory}?title=Trail%20map&text=The%20walk%20Maya%20loved&url=https%3A%2F%2Fexample.com%2Ftrail`);
    await expect(page.getByRole('textbox', { name: 'Memory' })).toHaveValue('Trail map\nThe walk Maya loved\nhttps://example.com/trail');
    await page.getByRole('button', { name: 'Save Memory' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Maya' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Memories of Maya' }).getByRole('article')).toHaveCount(1);
  });
});
