import { ENGAGED_TIME_MS, SCROLL_DEPTH_MILESTONES, TIME_ON_PAGE_MIN_MS, type AnalyticsPage, type FeatureEvent } from '@kindred/core/analytics';
import { pageOf } from './page-of';
import type { AnalyticsProvider, EventParams } from './providers';

/** An id- or text-free token for a form: its id when it is a plain word like "kindred-form", else nothing. */
const plainWord = (value: string | null | undefined) => (value && /^[a-z][a-z-]{0,40}$/i.test(value) ? value : null);

/**
 * Turns what happens on the page into the events of spec §7.6, all sent through one provider. It
 * exists only after consent. Every parameter is a route pattern, a page name or group, a number, or
 * a label the app gave (`data-analytics`): what people wrote, their names, e-mails, ids and search
 * words never become a parameter.
 */
export function createTracker(provider: AnalyticsProvider, now: () => number = () => performance.now()) {
  let page: AnalyticsPage | null = null;
  let shownAt = 0;
  let engagedMs = 0;
  let engagedSent = false;
  let depthsSent = new Set<number>();
  let pendingLoadTiming: number | null = null;
  const send = (name: string, params: EventParams = {}) => provider.event(name, params);

  function leavePage() {
    if (!page) return;
    const elapsed = now() - shownAt;
    if (elapsed > TIME_ON_PAGE_MIN_MS) send('time_on_page', { page_name: page.name, seconds: Math.round(elapsed / 1000) });
  }

  return {
    /** Loads the provider and sends the consent update; the page's load time follows its first page view. */
    start(pageLoadMs: number) {
      provider.load();
      provider.grantConsent();
      pendingLoadTiming = pageLoadMs;
    },

    /** A route was shown: navigation from the previous page, then its page view. */
    showPage(pathname: string) {
      const next = pageOf(pathname);
      leavePage();
      if (page) send('navigation', { from_page: page.name, from_path: page.pattern, to_page: next.name, to_path: next.pattern });
      page = next;
      shownAt = now();
      engagedMs = 0;
      engagedSent = false;
      depthsSent = new Set();
      provider.pageView(next);
      if (pendingLoadTiming !== null) {
        send('timing_complete', { name: 'page_load', value: Math.round(pendingLoadTiming) });
        pendingLoadTiming = null;
      }
    },

    /** The page is being left for good (tab closed, reload). */
    leave: leavePage,

    /** One second of the visitor actually looking at the page; at 10 s, the engaged-time event. */
    engagedTick(milliseconds: number) {
      engagedMs += milliseconds;
      if (!engagedSent && engagedMs >= ENGAGED_TIME_MS) {
        engagedSent = true;
        send('engaged_time', { seconds: ENGAGED_TIME_MS / 1000 });
      }
    },

    scrolledTo(percent: number) {
      for (const milestone of SCROLL_DEPTH_MILESTONES) {
        if (percent >= milestone && !depthsSent.has(milestone)) {
          depthsSent.add(milestone);
          send('scroll_depth', { percent: milestone });
        }
      }
    },

    click(target: Element) {
      const control = target.closest('button, a[href], [role="button"], [role="menuitem"], [role="tab"]');
      if (!control) return;
      const label = plainWord(control.closest('[data-analytics]')?.getAttribute('data-analytics'));
      const href = control.getAttribute('href');
      const params: EventParams = { control: control.tagName === 'A' ? 'link' : (control.getAttribute('role') ?? 'button') };
      if (label) params.label = label;
      if (href) {
        const url = new URL(href, window.location.origin);
        params.to_path = url.origin === window.location.origin ? pageOf(url.pathname).pattern : 'external';
      }
      send(control.tagName === 'A' ? 'link_click' : 'button_click', params);
    },

    formSubmitted(form: HTMLFormElement) {
      const id = plainWord(form.getAttribute('data-analytics')) ?? plainWord(form.id);
      send('form_submit', id ? { form: id } : {});
    },

    featureUsed(feature: FeatureEvent) {
      send('feature_use', { feature });
    },

    /** Only the kind of error (TypeError, ...): messages can quote what was on the page. */
    exception(error: unknown) {
      const kind = error instanceof Error ? plainWord(error.name) : null;
      send('exception', { description: kind ?? 'Error', fatal: false });
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;
