import { hash } from '@node-rs/argon2';
import { expect, test } from '@playwright/test';
import { startPostgresBackedServer, E2E_POSTGRES_URL, type PostgresBackedServer } from './fixtures/postgres-server';
import { PASSWORD, signIn, uniqueEmail, onDashboard } from './support/accounts';

// A trial ends after 5 days; no test waits that long, so this spec runs its own server on the
// PostgreSQL server and starts the trial in the past. Everything the browser sees is real.
const PORT = 4330;
let server: PostgresBackedServer | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startPostgresBackedServer(PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

async function createTrialUser(trialStartedDaysAgo: number) {
  const email = uniqueEmail(`trial-${trialStartedDaysAgo}d`);
  await server!.query(
    `insert into users (email, password_hash, email_verified_at, is_first_time_login, subscription_plan, subscription_status, trial_started_at)
     values ($1, $2, now(), false, 'KINDRED_FREE', 'active', now() - make_interval(days => $3))`,
    [email, await hash(PASSWORD), trialStartedDaysAgo],
  );
  return email;
}

test.describe('an expired free trial', () => {
  test.beforeEach(() => {
    test.skip(server === null, `No PostgreSQL server at ${E2E_POSTGRES_URL}: set E2E_DATABASE_URL, or start one (.ci/run does), to run the trial-expiry tests.`);
  });

  test('still opens the dashboard, and the coaching plan shows the expired full screen', async ({ page }) => {
    const email = await createTrialUser(6);
    await page.goto(`${server!.baseURL}/login?redirect=/dashboard`);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(onDashboard);

    await page.goto(`${server!.baseURL}/kindred/1/coaching-plan?tab=week`);
    await expect(page.getByRole('heading', { name: 'Your Free Trial Has Expired' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');

    await page.getByRole('button', { name: /Upgrade/ }).click();
    await expect(page).toHaveURL(/\/pricing\?trial=expired$/);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterUpgrade'))).toBe('/kindred/1/coaching-plan?tab=week');

    await page.goto(`${server!.baseURL}/kindred/1/coaching-plan`);
    await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await expect(page).toHaveURL(onDashboard);
  });

  test('opens the "Free Trial Expired" modal when adding someone is refused for the ended trial', async ({ page }) => {
    const email = await createTrialUser(6);
    await page.goto(`${server!.baseURL}/login?redirect=/dashboard`);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(onDashboard);
    // The modal's listener lives in the protected layout, which loads with the page.
    await expect(page.getByRole('heading', { name: 'Your dashboard' })).toBeVisible();

    // Creating is what an expired trial blocks: the server's 402 { trialExpired } opens the modal.
    await page.getByRole('button', { name: 'Add your first person' }).click();
    const form = page.getByRole('dialog', { name: 'Add Someone Important' });
    await form.getByLabel(/^Name/).fill('Sarah');
    await form.getByLabel(/^Relationship/).fill('Friend');
    await form.getByRole('button', { name: 'Add Kindred' }).click();
    const modal = page.getByRole('dialog', { name: /Free Trial Expired|Your Free Trial Has Ended/ });
    await expect(modal.getByText('Free Trial Expired')).toBeVisible();
    await expect(modal.getByText('Your Free Trial Has Ended')).toBeVisible();
    await expect(modal.getByText(/\$6\.99\/month/)).toBeVisible();
    await modal.getByRole('button', { name: /Upgrade/ }).click();
    await expect(page).toHaveURL(/\/pricing/);
  });

  test('a running trial keeps the coaching plan open and ignores the event', async ({ page }) => {
    const email = await createTrialUser(1);
    await page.goto(`${server!.baseURL}/login?redirect=/kindred/1/coaching-plan`);
    await signIn(page, email, PASSWORD);
    // The path itself: a regex ending in the path would also match the sign-in page's
    // `?redirect=/kindred/1/coaching-plan` and pass before the sign-in has finished.
    await expect(page).toHaveURL((url) => url.pathname === '/kindred/1/coaching-plan');
    await expect(page.getByRole('heading', { name: 'Your Free Trial Has Expired' })).toHaveCount(0);
    await page.goto(`${server!.baseURL}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Your dashboard' })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('trialExpired', { detail: { message: 'Your free trial has ended.' } })));
    await expect(page.getByText('Free Trial Expired')).toHaveCount(0);
  });
});
