import { expect, test, type Page } from '@playwright/test';
import { signInAsNewMember } from './support/members';

const PROVIDER = 'https://plausible.io';

/**
 * A fake Plausible: its script drains the page's queue and posts each event to /api/event, as the
 * real one does, and the collector keeps what arrives. `requests` counts every request to the
 * provider at all, the script's download included.
 */
async function fakeCollector(page: Page) {
  const requests: string[] = [];
  const events: { n: string; u?: string; p?: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(PROVIDER)) requests.push(request.url());
  });
  await page.route(`${PROVIDER}/js/script.manual.js`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const send = (name, options = {}) => fetch('${PROVIDER}/api/event', { method: 'POST', body: JSON.stringify({ n: name, u: options.u, p: options.props }) });
        const queued = (window.plausible && window.plausible.q) || [];
        window.plausible = send;
        for (const args of queued) send(...args);
      })();`,
    }),
  );
  await page.route(`${PROVIDER}/api/event`, async (route) => {
    events.push(JSON.parse(route.request().postData() ?? '{}'));
    await route.fulfill({ status: 202, body: 'ok' });
  });
  return { requests, events };
}

test.describe('consent-gated analytics', () => {
  test('nothing is loaded or sent before a decision, nor after "Decline", across a reload', async ({ page }) => {
    const collector = await fakeCollector(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    expect(collector.requests).toEqual([]);

    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(banner).toBeHidden();
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(collector.requests).toEqual([]);
  });

  test('"Accept All" loads the provider, then page views under route patterns and feature use, never private text', async ({ page, request }) => {
    const collector = await fakeCollector(page);
    const member = await signInAsNewMember(page, request, 'analytics');
    const kindred = await request.post('/api/kindreds', { headers: member.headers, data: { name: 'Rosalind Privatename', relationship: 'Friend' } });
    expect(kindred.ok()).toBe(true);
    const { id } = await kindred.json();
    expect(collector.requests).toEqual([]);

    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept All' }).click();
    await expect.poll(() => collector.events.map((event) => event.n)).toContain('pageview');
    expect(collector.events[0]).toMatchObject({ n: 'consent_update', p: { analytics: 'granted' } });
    expect(collector.events).toContainEqual(expect.objectContaining({ n: 'pageview', u: expect.stringMatching(/\/dashboard$/), p: { page_name: 'Dashboard', page_group: 'app core' } }));

    await page.goto(`/kindred/${id}`);
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ state: 'detached' });
    await expect.poll(() => collector.events.filter((event) => event.n === 'pageview').map((event) => event.u)).toContainEqual(expect.stringMatching(/\/kindred\/:id$/));

    await page.getByPlaceholder('Search memories...').first().fill('secretword');
    await page.getByPlaceholder('Search memories...').first().press('Enter');
    await expect.poll(() => collector.events.some((event) => event.n === 'feature_use' && event.p?.feature === 'search')).toBe(true);
    await expect.poll(() => collector.events.some((event) => event.n === 'pageview' && event.p?.page_name === 'Search Results')).toBe(true);

    const sent = JSON.stringify(collector.events);
    for (const secret of ['Rosalind', 'Privatename', 'secretword', member.email, `/kindred/${id}`, 'q=']) expect(sent).not.toContain(secret);
  });
});
