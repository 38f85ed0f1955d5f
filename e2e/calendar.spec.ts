// Never miss a date (issue #13): the dashboard's date panels, the calendar page, the feed link and
// the notification settings, against the real server.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addPersonThroughApi, signInAsNewMember } from './support/members';

type Headers = Record<string, string>;

// The browser and the account share one zone, so "today" is the same day for both.
test.use({ timezoneId: 'UTC' });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const ymdIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** "Friday, March 6, 2026", the way a day of the grid is named. */
function dayName(ymd: string) {
  const date = new Date(`${ymd}T12:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
const monthName = (ymd: string) => `${MONTHS[Number(ymd.slice(5, 7)) - 1]} ${ymd.slice(0, 4)}`;

/** A member with Sarah, whose birthday is today (born 1992), and a concert with Tom in 10 days. */
async function memberWithDates(page: Page, request: APIRequestContext, label: string) {
  const member = await signInAsNewMember(page, request, label);
  const { headers } = member;
  const settings = await (await request.get('/api/users/me/notifications', { headers })).json();
  expect((await request.put('/api/users/me/notifications', { headers, data: { ...settings, timeZone: 'UTC' } })).ok()).toBe(true);
  const sarah = await addPersonThroughApi(request, headers, 'Sarah');
  const tom = await addPersonThroughApi(request, headers, 'Tom');
  const today = ymdIn(0);
  await createKeyDate(request, headers, { kindredId: sarah.id, date: `1992${today.slice(4)}`, eventTitle: 'Birthday', annual: true });
  await createKeyDate(request, headers, { kindredId: tom.id, date: ymdIn(10), eventTitle: 'Concert', annual: false });
  return { ...member, sarah, tom, today };
}

async function createKeyDate(request: APIRequestContext, headers: Headers, data: Record<string, unknown>) {
  expect((await request.post('/api/key-dates', { headers, data })).status()).toBe(201);
}

test.describe('never miss a date', () => {
  test('the dashboard shows today, the next 30 days and whom to reach out to', async ({ page, request }) => {
    test.setTimeout(60_000);
    const { sarah, today } = await memberWithDates(page, request, 'calendar-dashboard');
    await page.goto('/dashboard');

    const todayPanel = page.getByRole('region', { name: 'Today' });
    await expect(todayPanel.getByRole('listitem').filter({ hasText: 'Birthday' })).toContainText(`Turns ${Number(today.slice(0, 4)) - 1992}`);
    await expect(todayPanel.getByRole('link', { name: 'Sarah' })).toHaveAttribute('href', `/kindred/${sarah.id}`);

    const comingUp = page.getByRole('region', { name: 'Coming up in the next 30 days' });
    await expect(comingUp.getByRole('listitem').filter({ hasText: 'Concert' })).toContainText('Tom · ');
    await expect(comingUp.getByRole('listitem').filter({ hasText: 'Concert' })).toContainText('In 10 days');

    const reachOut = page.getByRole('region', { name: 'Reach out' });
    const sarahRow = reachOut.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Sarah' }) });
    await expect(sarahRow).toBeVisible();

    await sarahRow.getByRole('button', { name: 'Write a memory' }).click();
    const memoryDialog = page.getByRole('dialog', { name: 'Add Memory for Sarah' });
    await expect(memoryDialog.getByRole('textbox', { name: 'Memory' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(memoryDialog).toBeHidden();

    await sarahRow.getByRole('button', { name: 'Ice breaker' }).click();
    const iceBreaker = page.getByRole('dialog', { name: 'Ice Breaker for Sarah' });
    await expect(iceBreaker.getByRole('button', { name: 'Got it, thanks!' })).toBeVisible({ timeout: 15_000 });
    await iceBreaker.getByRole('button', { name: 'Got it, thanks!' }).click();
    await expect(iceBreaker).toBeHidden();
  });

  test('the calendar page is a month grid the keyboard can walk, linking each day to its people', async ({ page, request }) => {
    test.setTimeout(60_000);
    const { sarah, today } = await memberWithDates(page, request, 'calendar-page');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/\/calendar$/);

    const grid = page.getByRole('grid', { name: monthName(today) });
    const todayCell = grid.getByRole('gridcell', { name: new RegExp(`^${dayName(today)}`) });
    await expect(todayCell.getByRole('link', { name: 'Sarah: Birthday' })).toBeVisible();
    await expect(todayCell).toHaveAttribute('aria-current', 'date');
    await expect(todayCell).toHaveAttribute('tabindex', '0');

    await todayCell.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('gridcell', { name: new RegExp(`^${dayName(ymdIn(1))}`) })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('PageDown');
    const nextMonth = new Date(`${today.slice(0, 7)}-15T12:00:00Z`);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    await expect(page.getByRole('grid', { name: monthName(nextMonth.toISOString().slice(0, 10)) })).toBeVisible();
    await expect(page).toHaveURL(/\/calendar\?month=\d{4}-\d{2}$/);

    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(grid).toBeVisible();
    await grid.getByRole('link', { name: 'Sarah: Birthday' }).click();
    await expect(page).toHaveURL(new RegExp(`/kindred/${sarah.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Sarah' })).toBeVisible();
  });

  test('the profile copies the private feed link, resets it and turns it off', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsNewMember(page, request, 'calendar-feed');
    await page.goto('/profile');

    const feed = page.getByRole('region', { name: 'Calendar feed' });
    await feed.getByRole('button', { name: 'Show my feed link' }).click();
    const link = feed.getByRole('textbox', { name: 'Private feed link' });
    await expect(link).toHaveValue(/\/api\/calendar\/feed\/[^/]+\.ics$/);
    const url = await link.inputValue();

    await feed.getByRole('button', { name: 'Copy link' }).click();
    await expect(feed.getByRole('status')).toHaveText('Link copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const ics = await request.get(new URL(url).pathname);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toContain('text/calendar');

    await feed.getByRole('button', { name: 'Reset link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your feed link?' });
    await dialog.getByRole('button', { name: 'Reset link' }).click();
    await expect(page.getByText('Your feed link has been reset.')).toBeVisible();
    await expect(link).not.toHaveValue(url);
    expect((await request.get(new URL(url).pathname)).status()).toBe(404);

    const newUrl = await link.inputValue();
    await feed.getByRole('button', { name: 'Turn off feed' }).click();
    await expect(feed.getByRole('status')).toHaveText('The calendar feed is off: its link no longer works.');
    expect((await request.get(new URL(newUrl).pathname)).status()).toBe(404);
  });

  test('the profile saves notification settings', async ({ page, request }) => {
    const { headers } = await signInAsNewMember(page, request, 'calendar-notifications');
    await page.goto('/profile');

    const notifications = page.getByRole('region', { name: 'Notifications' });
    const remindMe = notifications.getByRole('group', { name: 'Remind me' });
    await expect(remindMe.getByRole('checkbox', { name: 'On the day' })).toBeChecked();
    await expect(remindMe.getByRole('checkbox', { name: '1 week before' })).toBeChecked();
    await expect(notifications.getByRole('switch', { name: 'E-mail reminders' })).toBeChecked();

    await remindMe.getByRole('checkbox', { name: 'On the day' }).uncheck();
    await remindMe.getByRole('checkbox', { name: '1 day before' }).check();
    await notifications.getByLabel('Time of day').fill('07:30');
    await notifications.getByRole('combobox', { name: 'Time zone' }).selectOption('Pacific/Kiritimati');
    await notifications.getByRole('switch', { name: 'Weekly digest' }).check();
    await notifications.getByRole('combobox', { name: 'Digest day' }).selectOption('sunday');
    await notifications.getByRole('button', { name: 'Save notification settings' }).click();
    await expect(page.getByText('Notification settings saved.')).toBeVisible();

    const saved = await (await request.get('/api/users/me/notifications', { headers })).json();
    expect(saved).toEqual({
      emailReminders: true,
      daysBefore: [1, 7],
      timeOfDay: '07:30',
      timeZone: 'Pacific/Kiritimati',
      weeklyDigest: true,
      digestDay: 'sunday',
    });

    await page.reload();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByLabel('Time of day')).toHaveValue('07:30');
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('combobox', { name: 'Digest day' })).toHaveValue('sunday');
  });
});
