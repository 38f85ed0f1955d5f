import { expect, test, type Page } from '@playwright/test';
import { TAGLINE } from '@kindred/core/constants';
import { ERROR_BOUNDARY_TEXTS, NOT_FOUND_TEXTS } from '@kindred/core/ui-texts';
import { appStarted } from './support/app-started';

const HOME_HEADING = 'Keep the people who matter close';
const ABOUT_HEADING = 'We help you be the friend who remembers';

/**
 * Collects console errors and uncaught exceptions. The one tolerated error is the browser's own
 * "Failed to load resource" for GET /api/config when no API is behind the page (E2E_BASE_URL
 * pointing at `vite preview`): the shell is built to work without it, and that is tested here.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const isMissingConfig =
      message.text().startsWith('Failed to load resource') && new URL(message.location().url).pathname === '/api/config';
    if (!isMissingConfig) errors.push(message.text());
  });
  return errors;
}

test.describe('app shell', () => {
  test('home page shows the tagline, and moving on to another page, without console errors', async ({ page }) => {
    const errors = collectErrors(page);
    const configAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/config');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(page.getByRole('main').getByText(TAGLINE)).toBeVisible();
    await configAnswered;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: ABOUT_HEADING })).toBeVisible();

    expect(errors).toEqual([]);
  });

  test('index.html is a CSP-friendly, described English page', async ({ page, request }) => {
    const shell = await (await request.get('/dashboard')).text();
    const prerendered = await (await request.get('/')).text();

    for (const html of [shell, prerendered]) expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    // The prerendered pages carry their styles inline (the CSP allows inline styles, for Emotion); the shell has none.
    expect(shell).not.toMatch(/<style|\sstyle=/);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Kindred');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', TAGLINE);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1976d2');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  });

  test('the public pages arrive rendered: their content shows before the app has started', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(page.getByRole('main').getByText(TAGLINE)).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Kindred');
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
    // Anything else is the app's to render.
    await page.goto('/dashboard');
    await expect(page.locator('#root')).toBeEmpty();
    await context.close();
  });

  test('a prerendered page becomes the app, with nothing moving on screen', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    // The app has taken over when its navbar answers: the theme menu opens.
    await page.getByRole('button', { name: 'Theme: System' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();

    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });

  for (const stored of [{}, { theme_mode: 'dark', analytics_consent: 'declined' }]) {
    test(`the app takes a prerendered page over without building it again (stored: ${JSON.stringify(stored)})`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      await page.addInitScript((items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        document.addEventListener('DOMContentLoaded', () => Object.assign(window, { heading: document.querySelector('h1') }));
      }, stored);

      await page.goto('/login');
      await appStarted(page);

      // The heading the browser parsed is the one on screen: the app hydrated the page's markup.
      expect(await page.evaluate(() => (window as unknown as { heading: Element | null }).heading?.isConnected)).toBe(true);
      expect(warnings.filter((text) => /did not match|hydrat/i.test(text))).toEqual([]);
      // Rendered for a first visit, then brought up to date with what this browser stored.
      await expect(page.getByRole('button', { name: `Theme: ${'theme_mode' in stored ? 'Dark' : 'System'}` })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount('analytics_consent' in stored ? 0 : 1);
    });
  }

  test('a chosen theme survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Theme: System' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.reload();

    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
  });

  test('the cookie decision survives a reload and is asked again in a fresh browser', async ({ page, browser }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(banner).toBeHidden();

    const freshContext = await browser.newContext();
    const freshPage = await freshContext.newPage();
    await freshPage.goto('/');
    await expect(freshPage.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await freshContext.close();
  });

  test('an unknown path says the page was not found', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');

    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXTS.title })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXTS.message, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });

  for (const path of ['/tos.html', '/privacy.html', '/contact.html']) {
    test(`the static page ${path} loads on its own`, async ({ page }) => {
      const response = await page.goto(path);

      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Not the app's fallback for unknown paths: a real, separate page.
      await expect(page.locator('#root')).toHaveCount(0);
    });
  }

  test('Try Again recovers from a page chunk that failed to download', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    // The app moves between pages from here on (it starts at once: the test server has a newsletter to show).
    await appStarted(page);
    // As during a deploy or a network drop: the About page's code cannot be fetched, once.
    let isNetworkDown = true;
    await page.route(/\/assets\/about-[\w-]+\.js$/, (route) => (isNetworkDown ? route.abort() : route.continue()));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: ERROR_BOUNDARY_TEXTS.title })).toBeVisible();
    await expect(page.getByText(ERROR_BOUNDARY_TEXTS.message)).toBeVisible();

    isNetworkDown = false;
    await page.getByRole('button', { name: ERROR_BOUNDARY_TEXTS.tryAgain }).click();

    await expect(page.getByRole('heading', { level: 1, name: ABOUT_HEADING })).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('keyboard users reach the navbar links and see where the focus is', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await appStarted(page);
    const homeLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    for (let presses = 0; presses < 5 && !(await homeLink.evaluate((link) => link === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }

    await expect(homeLink).toBeFocused();
    await expect(homeLink).toHaveCSS('outline-style', 'solid');
    const outlineWidth = await homeLink.evaluate((link) => parseFloat(getComputedStyle(link).outlineWidth));
    expect(outlineWidth).toBeGreaterThanOrEqual(2);
  });
});

test.describe('app shell on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('has no horizontal scroll and a working menu toggle', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    const hasHorizontalScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(await hasHorizontalScroll()).toBe(false);

    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await menu.getByRole('link', { name: 'About Us' }).click();

    await expect(page.getByRole('heading', { level: 1, name: ABOUT_HEADING })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await hasHorizontalScroll()).toBe(false);
  });
});
