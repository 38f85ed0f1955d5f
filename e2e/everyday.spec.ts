// The everyday bugs of issue 18, each as a person meets it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDisplayDate } from '@kindred/core/dates';
import { nextOccurrence } from '@kindred/core/key-date';
import { addPersonThroughApi, signInAsNewMember } from './support/members';

/** A new member with one person, on that person's page with the Add Memory dialog open. */
async function addMemoryDialogFor(page: Page, request: APIRequestContext, label: string, name: string) {
  const { headers } = await signInAsNewMember(page, request, label);
  const { id } = await addPersonThroughApi(request, headers, name);
  await page.goto(`/kindred/${id}`);
  await page.getByRole('button', { name: 'Add Memory' }).click();
  return page.getByRole('dialog', { name: `Add Memory for ${name}` });
}

const LONG_ANSWER = 'We walked the whole coast path from the harbour to the lighthouse and back again. '.repeat(5);

test.describe('everyday bugs', () => {
  test('the assistant chat keeps its newest message and the thinking state in view', async ({ page, request }) => {
    const dialog = await addMemoryDialogFor(page, request, 'chat-scroll', 'Nora');
    await dialog.getByRole('button', { name: 'Use AI assistant instead' }).click();
    const answer = dialog.getByRole('textbox', { name: 'Your answer' });
    for (const text of [`First: ${LONG_ANSWER}`, `Second: ${LONG_ANSWER}`]) {
      await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
      await answer.fill(text);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByText(text)).toBeInViewport();
    }
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await answer.fill(`Third: ${LONG_ANSWER}`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Kindred is thinking')).toBeInViewport();
  });

  test('removing every detected date says "No dates kept", not that none were found', async ({ page, request }) => {
    const dialog = await addMemoryDialogFor(page, request, 'dates-kept', 'Omar');
    await dialog.getByRole('textbox', { name: 'Memory' }).fill("Omar's birthday is on June 9, 1991.");
    await dialog.getByRole('button', { name: 'Save Memory' }).click();
    await expect(dialog.getByText('Detected Key Dates')).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove date' }).click();
    await expect(dialog.getByRole('heading', { name: 'No dates kept' })).toBeVisible();
    await expect(dialog.getByText('No Dates Detected')).toHaveCount(0);
  });

  test('coaching-plan actions can be ticked, stay ticked, and a new plan starts afresh', async ({ page, request }) => {
    const { headers } = await signInAsNewMember(page, request, 'plan-ticks');
    const { id } = await addPersonThroughApi(request, headers, 'Priya');
    expect((await request.post(`/api/kindreds/${id}/coaching-plan`, { headers })).status()).toBe(201);
    await page.goto(`/kindred/${id}/coaching-plan`);
    const weeks = page.getByRole('region', { name: 'Week by week' });
    const first = weeks.getByRole('checkbox').first();
    await expect(first).not.toBeChecked();
    await first.check();
    await expect(first).toBeChecked();
    await page.reload();
    await expect(weeks.getByRole('checkbox').first()).toBeChecked();
    await expect(weeks.getByRole('checkbox', { checked: true })).toHaveCount(1);

    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(weeks.getByRole('checkbox', { checked: true })).toHaveCount(0);
  });

  test('a person without a summary or a plan yet is a normal state: no failed requests, no console errors', async ({ page, request }) => {
    const { headers } = await signInAsNewMember(page, request, 'not-yet');
    const { id } = await addPersonThroughApi(request, headers, 'Quinn');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`/kindred/${id}`);
    await expect(page.getByRole('button', { name: 'Generate summary' })).toBeVisible();
    await page.goto(`/kindred/${id}/coaching-plan`);
    await expect(page.getByRole('heading', { name: 'No coaching plan yet' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the page-not-found screen sends a signed-in person back to the dashboard', async ({ page, request }) => {
    await signInAsNewMember(page, request, 'lost');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('search engines get a real robots.txt and a sitemap of the public pages, not the app', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('Disallow: /dashboard');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/pricing</loc>`);
  });

  test('an annual key date shows the same next day on the person and memory pages, and the age it marks', async ({ page, request }) => {
    const { headers } = await signInAsNewMember(page, request, 'annual');
    const { id } = await addPersonThroughApi(request, headers, 'Rosa');
    const created = await request.post(`/api/kindreds/${id}/memories`, { headers, data: { rawText: 'We celebrated at the lake house.' } });
    const memoryId = (await created.json()).memory.id;
    const birthday = { date: '1990-03-03', eventTitle: "Rosa's birthday", annual: true, kindredId: id, memoryId };
    expect((await request.post('/api/key-dates', { headers, data: birthday })).status()).toBe(201);
    const next = nextOccurrence(birthday, new Date().toISOString().slice(0, 10))!;
    const age = `Turns ${Number(next.slice(0, 4)) - 1990}`;

    await page.goto(`/kindred/${id}`);
    const onPerson = page.getByRole('listitem').filter({ hasText: "Rosa's birthday" });
    await expect(onPerson).toContainText(formatDisplayDate(next));
    await expect(onPerson).toContainText(age);
    await page.goto(`/kindred/${id}/memory/${memoryId}`);
    const onMemory = page.getByRole('region', { name: 'Key Dates' }).getByRole('listitem').filter({ hasText: "Rosa's birthday" });
    await expect(onMemory).toContainText(formatDisplayDate(next));
    await expect(onMemory).toContainText(age);
  });
});
