import { hash } from '@node-rs/argon2';
import { expect, test } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../apps/server/test/fake-stripe';
import { startPostgresBackedServer, E2E_POSTGRES_URL, type PostgresBackedServer } from './fixtures/postgres-server';
import { PASSWORD, signIn, uniqueEmail } from './support/accounts';

// The trial must have ended, which only the database can arrange, so this spec runs its own server
// on the PostgreSQL server (as trial-expiry.spec.ts does), with payments on against a fake Stripe
// API that runs in this process. The fake serves a hosted Checkout page with a Pay button; paying
// there redirects back to the app exactly as Stripe does. No webhook is delivered: coming back from
// Checkout must be enough to be Plus.
const PORT = 4331;
let stripe: FakeStripe | null = null;
let server: PostgresBackedServer | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startPostgresBackedServer(PORT, stripe.env);
});
test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

/** A verified account whose 5-day trial ended yesterday, with one person in it. */
async function createExpiredTrialUserWithKindred() {
  const email = uniqueEmail('billing');
  const { rows } = await server!.query(
    `insert into users (email, password_hash, email_verified_at, is_first_time_login, subscription_plan, subscription_status, trial_started_at)
     values ($1, $2, now(), false, 'KINDRED_FREE', 'active', now() - interval '6 days') returning id`,
    [email, await hash(PASSWORD)],
  );
  const kindred = await server!.query(`insert into kindreds (user_id, name, relationship) values ($1, 'Sarah', 'Friend') returning id`, [rows[0].id]);
  return { email, kindredId: Number(kindred.rows[0].id) };
}

test.describe('upgrading after the free trial', () => {
  test.beforeEach(() => {
    test.skip(server === null, `No PostgreSQL server at ${E2E_POSTGRES_URL}: set E2E_DATABASE_URL, or start one (.ci/run does), to run the billing journey.`);
  });

  test('expired trial -> modal -> pricing -> Checkout -> back on the same page as Kindred Plus', async ({ page }) => {
    test.slow();
    const { email, kindredId } = await createExpiredTrialUserWithKindred();
    const kindredPath = `/kindred/${kindredId}`;
    await page.goto(`${server!.baseURL}/login?redirect=${kindredPath}`);
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Sarah' })).toBeVisible();

    // Adding a memory is what the ended trial blocks: the server's 402 opens the modal.
    await page.getByRole('button', { name: 'Add Memory' }).click();
    await page.getByRole('dialog', { name: 'Add Memory for Sarah' }).getByRole('textbox', { name: 'Memory' }).fill('We walked the harbour at sunset.');
    await page.getByRole('dialog', { name: 'Add Memory for Sarah' }).getByRole('button', { name: 'Save Memory' }).click();
    const modal = page.getByRole('dialog', { name: /Free Trial Expired|Your Free Trial Has Ended/ });
    await expect(modal.getByText('Your Free Trial Has Ended')).toBeVisible();
    await modal.getByRole('button', { name: /Upgrade/ }).click();

    await expect(page).toHaveURL(/\/pricing/);
    await expect(page.getByText('Your free trial has ended')).toBeVisible();
    await page.getByRole('article', { name: 'Kindred Plus' }).getByRole('button', { name: 'Upgrade to Kindred Plus' }).click();

    await expect(page).toHaveURL(new RegExp(`^${stripe!.url}/checkout/cs_test_`));
    await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay $6.99' }).click();

    // Stripe sends the browser to /pricing?checkout=success&session_id=...; the app confirms and returns.
    await expect(page).toHaveURL(`${server!.baseURL}${kindredPath}`, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Sarah' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterUpgrade'))).toBeNull();

    // As Plus, the memory the trial refused now saves, and no upgrade prompt appears.
    await page.getByRole('button', { name: 'Add Memory' }).click();
    const add = page.getByRole('dialog', { name: 'Add Memory for Sarah' });
    await add.getByRole('textbox', { name: 'Memory' }).fill('We walked the harbour at sunset.');
    await add.getByRole('button', { name: 'Save Memory' }).click();
    await expect(page.getByRole('list', { name: 'Memories of Sarah' }).getByRole('article').filter({ hasText: 'harbour at sunset' })).toBeVisible();
    await expect(page.getByText('Free Trial Expired')).toHaveCount(0);

    await page.goto(`${server!.baseURL}/profile`);
    const billing = page.getByRole('region', { name: 'Plan and billing' });
    await expect(billing.getByText('Kindred Plus')).toBeVisible();
    await expect(billing.getByText('Renews on:')).toBeVisible();
    await expect(billing.getByRole('link', { name: 'Manage billing' })).toHaveAttribute('href', new RegExp(`^${stripe!.url}/portal/`));
  });
});
