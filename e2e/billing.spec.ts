import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { hash } from '@node-rs/argon2';
import { expect, test, type Page } from '@playwright/test';
import { DECLINED_TEST_CARD, startFakeStripe, type FakeStripe } from '../apps/server/test/fake-stripe';
import { startPostgresBackedServer, E2E_POSTGRES_URL, type PostgresBackedServer } from './fixtures/postgres-server';
import { PASSWORD, signIn, uniqueEmail } from './support/accounts';

// The trial must have ended, which only the database can arrange, so this spec runs its own server
// on the PostgreSQL server (as trial-expiry.spec.ts does), with payments on against a fake Stripe
// API that runs in this process. The fake serves a hosted Checkout page with a Pay button; paying
// there redirects back to the app exactly as Stripe does. No webhook is delivered: coming back from
// Checkout, or paying in the card form, must be enough to be Plus.
let stripe: FakeStripe | null = null;
let server: PostgresBackedServer | null = null;

test.describe.configure({ mode: 'serial' });

/** A port nobody listens on, so this spec's server never collides with another run's. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startPostgresBackedServer(await freePort(), stripe.env);
});
test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

// This machine cannot reach Stripe: Stripe.js is a small fake (fixtures/fake-stripe-js.js), and
// the calls it makes to api.stripe.com go to the fake Stripe API this spec runs.
const FAKE_STRIPE_JS = readFileSync(new URL('./fixtures/fake-stripe-js.js', import.meta.url), 'utf8');

/** Serves the fake Stripe.js and forwards api.stripe.com to the fake API; returns the Stripe.js loads seen. */
async function routeStripeJs(page: Page): Promise<string[]> {
  const loads: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS });
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${stripe!.url}${pathname}${search}` }) });
  });
  return loads;
}

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
    await expect(page.getByText('Your free trial has ended', { exact: true })).toBeVisible();
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

test.describe('upgrading with the card form on the pricing page', () => {
  test.beforeEach(() => {
    test.skip(server === null, `No PostgreSQL server at ${E2E_POSTGRES_URL}: set E2E_DATABASE_URL, or start one (.ci/run does), to run the billing journey.`);
  });

  /** Signed in, sent from the blocked coaching plan to /pricing by the expired screen, which saves the way back. */
  async function reachPricingFromCoachingPlan(page: Page) {
    const { email, kindredId } = await createExpiredTrialUserWithKindred();
    const planPath = `/kindred/${kindredId}/coaching-plan`;
    await page.goto(`${server!.baseURL}/login?redirect=${planPath}`);
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Your Free Trial Has Expired' })).toBeVisible();
    await page.getByRole('button', { name: /Upgrade/ }).click();
    await expect(page).toHaveURL(/\/pricing\?trial=expired$/);
    return { planPath, plus: page.getByRole('article', { name: 'Kindred Plus' }) };
  }

  test('a good card makes the person Plus and returns them to the saved page; Stripe.js loads only for the form', async ({ page }) => {
    test.slow();
    const stripeJsLoads = await routeStripeJs(page);
    const { planPath, plus } = await reachPricingFromCoachingPlan(page);
    expect(stripeJsLoads).toEqual([]);

    await plus.getByRole('button', { name: 'Pay by card on this page' }).click();
    const form = plus.getByRole('form', { name: 'Pay by card' });
    const card = form.getByRole('group', { name: 'Card details' }).getByRole('textbox', { name: 'Card number' });
    // The form puts the person in the card field, so the keyboard alone pays.
    await expect(card).toBeFocused();
    expect(stripeJsLoads).toHaveLength(1);
    const audit = await new AxeBuilder({ page }).include('form').analyze();
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await page.keyboard.type('4242 4242 4242 4242');
    await page.keyboard.press('Enter');

    // No webhook: the form asks the server, which reads Stripe, then goes back to the coaching plan.
    await expect(page).toHaveURL(`${server!.baseURL}${planPath}`, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Your Free Trial Has Expired' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterUpgrade'))).toBeNull();
    await page.goto(`${server!.baseURL}/profile`);
    const billing = page.getByRole('region', { name: 'Plan and billing' });
    await expect(billing.getByText('Kindred Plus')).toBeVisible();
    await expect(billing.getByText('VISA ending in 4242')).toBeVisible();
  });

  test('a declined card is said in the form, the card stays as typed, and another card then pays', async ({ page }) => {
    test.slow();
    await routeStripeJs(page);
    const { planPath, plus } = await reachPricingFromCoachingPlan(page);
    await plus.getByRole('button', { name: 'Pay by card on this page' }).click();
    const form = plus.getByRole('form', { name: 'Pay by card' });
    const card = form.getByRole('textbox', { name: 'Card number' });
    await card.fill(DECLINED_TEST_CARD);
    await form.getByRole('button', { name: 'Pay $6.99/month' }).click();

    await expect(form.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page).toHaveURL(/\/pricing\?trial=expired$/);
    await expect(card).toHaveValue(DECLINED_TEST_CARD);
    await expect(card).toBeFocused();
    await expect(form.getByRole('button', { name: 'Pay $6.99/month' })).toBeEnabled();
    // Checkout stays there as the other way to pay.
    await expect(plus.getByRole('button', { name: 'Pay on the Stripe Checkout page instead' })).toBeVisible();

    await card.fill('4242424242424242');
    await form.getByRole('button', { name: 'Pay $6.99/month' }).click();
    await expect(page).toHaveURL(`${server!.baseURL}${planPath}`, { timeout: 15_000 });
    await page.goto(`${server!.baseURL}/profile`);
    await expect(page.getByRole('region', { name: 'Plan and billing' }).getByText('Kindred Plus')).toBeVisible();
  });
});
