// Issue #18: axe finds no violation on any page of the route table (apps/web/src/app/router.tsx),
// signed out and signed in, in the light and the dark scheme.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LOCAL_STORAGE_KEYS } from '@kindred/core/constants';
import { appStarted } from './support/app-started';
import { signInAsNewMember } from './support/members';

const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];
// The dark scheme changes colours only: the light run checks every rule, the dark one the rules
// colours can break, which takes its signed-in run from 28 s to 17 s on two cores.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const PUBLIC_PAGES = [
  { path: '/', ready: 'main h1' },
  { path: '/login', ready: 'main h1' },
  { path: '/signup', ready: 'main h1' },
  { path: '/about', ready: 'main h1' },
  { path: '/contact', ready: 'main h1' },
  { path: '/pricing', ready: 'main h1' },
  { path: '/reset-password', ready: 'main h1' },
  { path: '/verify-email', ready: 'main h1' },
  { path: '/gemini-test', ready: 'main h1' },
  { path: '/no-such-page', ready: 'main h1' },
];

/** Opens `path` in `scheme` and answers axe's violations (WCAG 2.1 A and AA and best practices; colours only in the dark scheme), summed up. */
async function violationsOn(page: Page, path: string, ready: string, scheme: Scheme = 'light') {
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible();
  // A prerendered page is checked as the app leaves it, not while the app is taking it over.
  await appStarted(page);
  // Skeletons and spinners stand in for content that is still loading: wait for them to go.
  await expect(page.locator('[role=progressbar], .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
  const axe = new AxeBuilder({ page });
  const { violations } = await (scheme === 'light' ? axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']) : axe.withRules(COLOUR_RULES)).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Each page's violations, keyed by path; pages without any are left out. */
async function violationsOnEach(page: Page, pages: { path: string; ready: string }[], scheme: Scheme) {
  const found: Record<string, string[]> = {};
  for (const { path, ready } of pages) {
    const violations = await violationsOn(page, path, ready, scheme);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

for (const scheme of SCHEMES) {
  test.describe(`accessibility, ${scheme} scheme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([key, mode]) => localStorage.setItem(key, mode), [LOCAL_STORAGE_KEYS.themeMode, scheme] as const);
    });

    test('public pages have no axe violations', async ({ page }) => {
      test.setTimeout(120_000);
      expect(await violationsOnEach(page, PUBLIC_PAGES, scheme)).toEqual({});
    });

    test('signed-in pages have no axe violations', async ({ page, request }) => {
      // One axe run per signed-in page, each a few seconds on a slow 2-core machine: 2 minutes ran out in CI.
      test.setTimeout(240_000);
      const { headers } = await signInAsNewMember(page, request, `axe-${scheme}`);
      const kindred = await (await request.post('/api/kindreds', { headers, data: { name: 'Maya', relationship: 'Friend' } })).json();
      const created = await request.post(`/api/kindreds/${kindred.id}/memories`, { headers, data: { rawText: 'Maya ran the Chicago marathon and loved the crowd.' } });
      const { memory } = await created.json();
      const signedIn = [
        { path: '/dashboard', ready: 'main h1' },
        { path: '/profile', ready: 'main h1' },
        { path: '/calendar', ready: 'main h1' },
        { path: `/kindred/${kindred.id}`, ready: 'main h1' },
        { path: `/kindred/${kindred.id}/memory/${memory.id}`, ready: 'main h1' },
        { path: `/kindred/${kindred.id}/coaching-plan`, ready: 'main h1' },
        { path: '/search?q=marathon', ready: 'main h1' },
        { path: '/pricing', ready: 'main h1' },
        { path: '/no-such-page', ready: 'main h1' },
      ];
      expect(await violationsOnEach(page, signedIn, scheme)).toEqual({});
    });
  });
}

test.describe('the memory heatmap on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens on this month, is one tab stop and walks the days with the arrow keys', async ({ page, request }) => {
    await signInAsNewMember(page, request, 'axe-heatmap');
    await page.getByRole('heading', { name: 'Memory activity' }).scrollIntoViewIfNeeded();
    const grid = page.getByRole('grid', { name: 'Memories per day over the last year' });
    const today = grid.locator('[tabindex="0"]');
    await expect(today).toBeInViewport();
    await expect(grid.getByRole('gridcell').first()).not.toBeInViewport();
    expect(await violationsOn(page, '/dashboard', 'main h1')).toEqual([]);

    await today.focus();
    const todayLabel = await today.getAttribute('aria-label');
    await page.keyboard.press('ArrowLeft');
    const weekBefore = page.locator(':focus');
    await expect(weekBefore).toHaveAttribute('role', 'gridcell');
    await expect(weekBefore).not.toHaveAttribute('aria-label', todayLabel!);
    await expect(weekBefore).toHaveAttribute('tabindex', '0');
    await expect(weekBefore).toBeInViewport();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', todayLabel!);
  });
});
