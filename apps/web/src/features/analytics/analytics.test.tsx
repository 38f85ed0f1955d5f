import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@kindred/core/constants';
import type { ClientConfig } from '@kindred/core/client-config';
import { stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';
import { createTracker } from './tracker';
import type { AnalyticsProvider } from './providers';

// What only the person knows: none of it may appear in anything sent.
const SECRETS = ['sourdough', 'rainy Sunday', 'Sarah', 'maya@example.com', 'zebra', 'kindred/3', 'memory/9', 'q='];

const HIT = {
  memory: {
    id: 9,
    kindredId: 3,
    rawText: 'We baked sourdough bread together on a rainy Sunday.',
    title: null,
    fullSummary: null,
    category: '',
    keyDate: null,
    processingStatus: 'completed',
    hasKeyDates: false,
    createdAt: '2025-03-10T10:00:00.000Z',
    updatedAt: '2025-03-10T10:00:00.000Z',
  },
  kindred: { id: 3, name: 'Sarah', photoUrl: null },
  snippet: { text: 'We baked sourdough bread together on a rainy Sunday.', highlights: [[9, 18]] },
  score: 2,
};

const GA4: Partial<ClientConfig> = { analytics: { provider: 'ga4', id: 'G-TEST123' } };
const PLAUSIBLE: Partial<ClientConfig> = { analytics: { provider: 'plausible', id: 'kindred.example' } };

/**
 * The fake collector: everything that would leave the browser for an analytics service. A provider
 * script added to the page (its download is the first request), what was handed to gtag.js or
 * Plausible to send, and any fetch or beacon to another origin.
 */
function collector() {
  const beacons: unknown[] = [];
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (...args: unknown[]) => beacons.push(args) });
  return {
    scripts: () => [...document.scripts].map((script) => script.src).filter((src) => src.startsWith('http')),
    /** gtag.js calls as arrays, e.g. ['event', 'page_view', {...}]. */
    gtag: () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
    events: (name: string) =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((call) => call[0] === 'event' && call[1] === name)
        .map((call) => call[2] as Record<string, unknown>),
    plausible: () => window.plausible?.q ?? [],
    foreignRequests: () =>
      vi
        .mocked(fetch)
        .mock.calls.map(([input]) => String(input))
        .filter((url) => !url.startsWith('/api/')),
    beacons,
    /** Nothing at all has been loaded or sent. */
    expectNothing() {
      expect(this.scripts()).toEqual([]);
      expect(window.dataLayer).toBeUndefined();
      expect(window.gtag).toBeUndefined();
      expect(window.plausible).toBeUndefined();
      expect(this.foreignRequests()).toEqual([]);
      expect(beacons).toEqual([]);
    },
    everything: () => JSON.stringify([window.dataLayer ?? [], window.plausible?.q ?? [], beacons]),
  };
}

function resetProviders() {
  delete window.dataLayer;
  delete window.gtag;
  delete window.plausible;
  for (const script of [...document.scripts]) script.remove();
}

function stubSignedIn(config: Partial<ClientConfig>) {
  const user = signInAs();
  return stubApi(
    {
      'GET /api/users/me': () => Response.json(user),
      'GET /api/search/memories': () => Response.json({ items: [HIT], nextCursor: null }),
    },
    config,
  );
}

describe('consent-gated analytics', () => {
  beforeEach(resetProviders);
  afterEach(resetProviders);

  it('loads and sends nothing before a decision, while the visitor searches and moves around', async () => {
    const sent = collector();
    stubSignedIn(GA4);
    const { user } = renderApp('/search?q=sourdough');

    await screen.findByRole('link', { name: /We baked sourdough/ });
    await user.type(screen.getByRole('combobox', { name: 'Search memories' }), 'zebra{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Results for “zebra”' });
    await user.click(screen.getByRole('link', { name: /We baked sourdough/ }));
    fireEvent.scroll(window);

    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    sent.expectNothing();
  });

  it('after "Decline", sends nothing, and it stays so after a reload', async () => {
    const sent = collector();
    stubSignedIn(GA4);
    const { user } = renderApp('/search?q=sourdough');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.type(screen.getByRole('combobox', { name: 'Search memories' }), 'zebra{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Results for “zebra”' });
    sent.expectNothing();

    cleanup();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.analyticsConsent)).toBe('declined');
    const reloaded = renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    await reloaded.user.click(screen.getAllByRole('link', { name: 'Pricing' })[0]!);
    sent.expectNothing();
  });

  it('sends nothing after "Accept All" when the server names no provider', async () => {
    const sent = collector();
    stubSignedIn({ analytics: null });
    const { user } = renderApp('/search?q=sourdough');
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));
    await user.type(screen.getByRole('combobox', { name: 'Search memories' }), 'zebra{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Results for “zebra”' });
    sent.expectNothing();
  });

  it('after "Accept All": the consent update, then page views, navigation, forms, clicks, feature use, timing, scroll depth and exceptions; no private text', async () => {
    const sent = collector();
    stubSignedIn(GA4);
    const { user } = renderApp('/search?q=sourdough');
    await screen.findByRole('link', { name: /We baked sourdough/ });
    sent.expectNothing();

    await user.click(screen.getByRole('button', { name: 'Accept All' }));

    expect(sent.scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    const calls = sent.gtag();
    const consentUpdate = calls.findIndex((call) => call[0] === 'consent' && call[1] === 'update');
    expect(calls[consentUpdate]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(calls.findIndex((call) => call[1] === 'page_view')).toBeGreaterThan(consentUpdate);
    expect(sent.events('page_view')).toEqual([
      { page_location: 'http://localhost:3000/search', page_path: '/search', page_title: 'Search Results', page_group: 'app search' },
    ]);
    expect(sent.events('timing_complete')).toEqual([{ page_path: '/search', page_title: 'Search Results', name: 'page_load', value: expect.any(Number) }]);

    // A new search from the navbar: a form submit, a page view, navigation and the search feature.
    await user.type(screen.getByRole('combobox', { name: 'Search memories' }), 'zebra{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Results for “zebra”' });
    await waitFor(() => expect(sent.events('feature_use')).toEqual([expect.objectContaining({ feature: 'search' })]));
    expect(sent.events('form_submit')).toHaveLength(1);
    expect(sent.events('navigation')).toEqual([
      expect.objectContaining({ from_page: 'Search Results', from_path: '/search', to_page: 'Search Results', to_path: '/search' }),
    ]);

    // A memory link: a link click and a page view under the route pattern only.
    await user.click(screen.getByRole('link', { name: /We baked sourdough/ }));
    await waitFor(() => expect(sent.events('page_view').at(-1)).toMatchObject({ page_path: '/kindred/:id/memory/:memoryId', page_title: 'Memory View', page_group: 'app features' }));
    expect(sent.events('link_click')).toEqual([expect.objectContaining({ control: 'link', to_path: '/kindred/:id/memory/:memoryId' })]);

    // A button, named by the label the app gave it.
    await user.click(screen.getAllByRole('button', { name: /Account/ })[0]!);
    expect(sent.events('button_click')).toContainEqual(expect.objectContaining({ control: 'button', label: 'account-menu' }));

    // Scroll depth: 25 and 50 at half way, then 75 and 90 at the bottom, each once.
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    fireEvent.scroll(window);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 3000 });
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    expect(sent.events('scroll_depth').map((event) => event.percent)).toEqual([25, 50, 75, 90]);

    // An exception: its kind only, never its message.
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('Cannot read sourdough of Sarah') }));
    });
    expect(sent.events('exception')).toEqual([expect.objectContaining({ description: 'TypeError', fatal: false })]);

    const everything = sent.everything();
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
    expect(sent.foreignRequests()).toEqual([]);
  });

  it('with Plausible: its script with the site domain, and page views under route patterns only', async () => {
    const sent = collector();
    stubSignedIn(PLAUSIBLE);
    const { user } = renderApp('/search?q=sourdough');
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));

    const script = [...document.scripts].find((s) => s.src === 'https://plausible.io/js/script.manual.js');
    expect(script?.getAttribute('data-domain')).toBe('kindred.example');
    expect(sent.plausible().slice(0, 3)).toEqual([
      ['consent_update', { props: { analytics: 'granted' } }],
      ['pageview', { u: 'http://localhost:3000/search', props: { page_name: 'Search Results', page_group: 'app search' } }],
      ['timing_complete', { u: 'http://localhost:3000/search', props: { page_name: 'Search Results', name: 'page_load', value: expect.any(Number) } }],
    ]);
    await user.click(screen.getByRole('link', { name: /We baked sourdough/ }));
    await waitFor(() =>
      expect(sent.plausible()).toContainEqual(['pageview', { u: 'http://localhost:3000/kindred/:id/memory/:memoryId', props: { page_name: 'Memory View', page_group: 'app features' } }]),
    );
    for (const secret of SECRETS) expect(sent.everything()).not.toContain(secret);
  });
});

describe('the tracker', () => {
  function fakeProvider() {
    const events: [string, Record<string, unknown>][] = [];
    const provider: AnalyticsProvider = { load: () => {}, grantConsent: () => {}, pageView: () => {}, event: (name, params) => events.push([name, params]) };
    return { provider, events, named: (name: string) => events.filter(([n]) => n === name).map(([, p]) => p) };
  }

  it('sends the engaged-time event once, at 10 s of looking at a page, and again on the next page', () => {
    const { provider, named } = fakeProvider();
    const tracker = createTracker(provider, () => 0);
    tracker.showPage('/dashboard');
    for (let second = 1; second <= 9; second++) tracker.engagedTick(1_000);
    expect(named('engaged_time')).toEqual([]);
    tracker.engagedTick(1_000);
    tracker.engagedTick(1_000);
    expect(named('engaged_time')).toEqual([{ seconds: 10 }]);
    tracker.showPage('/profile');
    for (let second = 1; second <= 10; second++) tracker.engagedTick(1_000);
    expect(named('engaged_time')).toHaveLength(2);
  });

  it('records time on page only above 1 s', () => {
    const { provider, named } = fakeProvider();
    let now = 0;
    const tracker = createTracker(provider, () => now);
    tracker.showPage('/dashboard');
    now = 900;
    tracker.showPage('/kindred/3');
    expect(named('time_on_page')).toEqual([]);
    now = 900 + 4_200;
    tracker.showPage('/search');
    expect(named('time_on_page')).toEqual([{ page_name: 'Kindred Profile', seconds: 4 }]);
    now += 1_500;
    tracker.leave();
    expect(named('time_on_page').at(-1)).toEqual({ page_name: 'Search Results', seconds: 2 });
  });

  it('names every page of spec §2.1 with its group', () => {
    const { provider } = fakeProvider();
    const views: unknown[] = [];
    const tracker = createTracker({ ...provider, pageView: (page) => views.push([page.pattern, page.name, page.group]) });
    for (const path of ['/', '/pricing', '/about', '/contact', '/login', '/signup', '/reset-password', '/verify-email', '/dashboard', '/profile', '/kindred/3/coaching-plan', '/kindred/3/memory/9', '/kindred/3', '/search', '/no/such/page']) {
      tracker.showPage(path);
    }
    expect(views).toEqual([
      ['/', 'Home', 'marketing'],
      ['/pricing', 'Pricing', 'marketing'],
      ['/about', 'About', 'marketing'],
      ['/contact', 'Contact', 'marketing'],
      ['/login', 'Login', 'authentication'],
      ['/signup', 'Signup', 'authentication'],
      ['/reset-password', 'Reset Password', 'authentication'],
      ['/verify-email', 'Verify Email', 'authentication'],
      ['/dashboard', 'Dashboard', 'app core'],
      ['/profile', 'User Profile', 'app core'],
      ['/kindred/:id/coaching-plan', 'Coaching Plan', 'app core'],
      ['/kindred/:id/memory/:memoryId', 'Memory View', 'app features'],
      ['/kindred/:id', 'Kindred Profile', 'app features'],
      ['/search', 'Search Results', 'app search'],
      ['/*', 'Page Not Found', 'other'],
    ]);
  });
});
