// The pages a first visitor only reads (/ and /about) arrive rendered and start the app only when
// it is needed (issue #18: the public pages do not download the app's bundle).
import { expect, test, type Page } from '@playwright/test';
import { COOKIE_CONSENT_TEXTS } from '@kindred/core/ui-texts';
import { signInAsNewMember } from './support/members';

const HOME_HEADING = 'Keep the people who matter close';
const ABOUT_HEADING = 'We help you be the friend who remembers';
/** The budget for the first load of `/`, compressed as it crossed the wire. */
const HOME_SCRIPT_BUDGET_BYTES = 100 * 1024;

/** Answers GET /api/config as a server with no newsletter and no support address would: nothing on the page needs the app. */
async function plainServer(page: Page) {
  await page.route('**/api/config', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, newsletterUrl: null, supportEmail: null } });
  });
}

/** The scripts the page downloads: how many bytes, and whether the app's entry was among them. */
function watchScripts(page: Page) {
  const scripts: { path: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push({ path: new URL(request.url()).pathname, bytes: (await request.sizes()).responseBodySize });
  });
  return {
    bytes: () => scripts.reduce((sum, script) => sum + script.bytes, 0),
    appLoaded: () => scripts.some((script) => /^\/assets\/index-[\w-]+\.js$/.test(script.path)),
  };
}

test.describe('pages that start the app when needed', () => {
  // A config request still being answered when a test ends (the page moved on) is no failure.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('a first visit to / downloads none of the app, and its links lead on', async ({ page }) => {
    await plainServer(page);
    const scripts = watchScripts(page);

    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    expect(scripts.appLoaded()).toBe(false);
    expect(scripts.bytes()).toBeLessThan(HOME_SCRIPT_BUDGET_BYTES);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: ABOUT_HEADING })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.appLoaded()).toBe(false);
  });

  test('a tap on a control starts the app and is not lost', async ({ page }) => {
    await plainServer(page);
    const scripts = watchScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });

    await page.getByRole('button', { name: 'Theme: System' }).click();

    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
    expect(scripts.appLoaded()).toBe(true);
  });

  test('a tap while the app cannot be downloaded leaves the page as it was, and the next tap starts it', async ({ page }) => {
    await plainServer(page);
    let isNetworkDown = true;
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => (isNetworkDown ? route.abort() : route.continue()));
    await page.goto('/', { waitUntil: 'networkidle' });
    const themeButton = page.getByRole('button', { name: 'Theme: System' });

    await themeButton.click();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    isNetworkDown = false;
    await themeButton.click();

    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
  });

  test('a key press on a control is passed on too, and the control keeps the focus', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await plainServer(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Menu' });

    await toggle.focus();
    await page.keyboard.press('Enter');

    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toBeFocused();
  });

  test('a decision on the cookie banner is kept, and a declined one hides the banner before the page paints', async ({ page }) => {
    await plainServer(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });

    await banner.getByRole('button', { name: COOKIE_CONSENT_TEXTS.decline }).click();

    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('analytics_consent'))).toBe('declined');
    const scripts = watchScripts(page);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(banner).toBeHidden();
    expect(scripts.appLoaded()).toBe(false);
  });

  test('a signed-in visitor gets the app on /, with their navbar', async ({ page, request }) => {
    await signInAsNewMember(page, request, 'start-when-needed');
    await plainServer(page);

    await page.goto('/');

    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });

  test('a server with a newsletter gets the app on /, which shows the Subscribe link', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('link', { name: 'Subscribe' }).first()).toBeVisible();
  });
});
