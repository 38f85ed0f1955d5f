import { ANALYTICS_ENDPOINTS, type AnalyticsSettings } from '@kindred/core/client-config';
import type { AnalyticsPage } from '@kindred/core/analytics';

/** Event parameters: numbers, flags and fixed vocabulary only (names, texts and ids never get here). */
export type EventParams = Record<string, string | number | boolean>;

/** One analytics service behind the same four calls; its script is added by `load`, after consent only. */
export interface AnalyticsProvider {
  load(): void;
  /** Tells the provider the visitor accepted (spec §7.6 "consent update"). */
  grantConsent(): void;
  pageView(page: AnalyticsPage): void;
  event(name: string, params: EventParams): void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    plausible?: ((...args: unknown[]) => void) & { q?: unknown[] };
  }
}

/** The address sent for a page: this site's origin and the route pattern, never the real path or query. */
const locationOf = (page: AnalyticsPage) => `${window.location.origin}${page.pattern}`;

function addScript(src: string, attributes: Record<string, string> = {}) {
  if ([...document.scripts].some((existing) => existing.src === src)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

/** Google Analytics 4 through gtag.js, in consent mode: denied by default, then the visitor's update. */
function ga4(id: string): AnalyticsProvider {
  let current: AnalyticsPage | null = null;
  return {
    load() {
      window.dataLayer = window.dataLayer ?? [];
      // gtag.js reads the arguments objects it finds in dataLayer, exactly as Google's snippet pushes them.
      window.gtag = function gtagShim() {
        // eslint-disable-next-line prefer-rest-params
        window.dataLayer?.push(arguments);
      };
      window.gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
      window.gtag('js', new Date());
      // No automatic page views (they would carry the real address) and no advertising features.
      window.gtag('config', id, { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false });
      addScript(ANALYTICS_ENDPOINTS.ga4.script(id));
    },
    grantConsent() {
      window.gtag?.('consent', 'update', { analytics_storage: 'granted' });
    },
    pageView(page) {
      current = page;
      const where = { page_location: locationOf(page), page_path: page.pattern, page_title: page.name };
      window.gtag?.('set', where);
      window.gtag?.('event', 'page_view', { ...where, page_group: page.group });
    },
    event(name, params) {
      window.gtag?.('event', name, { ...(current ? { page_path: current.pattern, page_title: current.name } : {}), ...params });
    },
  };
}

/** Plausible (cookieless) with manual page views, so only route patterns are sent. */
function plausible(domain: string): AnalyticsProvider {
  let current: AnalyticsPage | null = null;
  const send = (name: string, props: EventParams) => window.plausible?.(name, { ...(current ? { u: locationOf(current) } : {}), props });
  return {
    load() {
      window.plausible =
        window.plausible ??
        Object.assign(
          function plausibleQueue(...args: unknown[]) {
            (window.plausible!.q = window.plausible!.q ?? []).push(args);
          },
          { q: [] as unknown[] },
        );
      addScript(ANALYTICS_ENDPOINTS.plausible.script(domain), { 'data-domain': domain });
    },
    grantConsent() {
      send('consent_update', { analytics: 'granted' });
    },
    pageView(page) {
      current = page;
      window.plausible?.('pageview', { u: locationOf(page), props: { page_name: page.name, page_group: page.group } });
    },
    event(name, params) {
      send(name, current ? { page_name: current.name, ...params } : params);
    },
  };
}

/** The configured provider. */
export function createProvider({ provider, id }: AnalyticsSettings): AnalyticsProvider {
  return provider === 'ga4' ? ga4(id) : plausible(id);
}
