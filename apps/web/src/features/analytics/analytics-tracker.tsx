import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAnalyticsConsent } from '../../lib/analytics-consent';
import { onFeatureUse } from '../../lib/analytics-events';
import { useClientConfig } from '../config';
import { createProvider } from './providers';
import { createTracker, type Tracker } from './tracker';

const TICK_MS = 1_000;

/** How long the page took to load, from the browser's navigation timing when it has one. */
function pageLoadMs(): number {
  const [navigation] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return navigation && navigation.duration > 0 ? navigation.duration : performance.now();
}

function scrollPercent(): number {
  const height = document.documentElement.scrollHeight;
  return height > 0 ? ((window.scrollY + window.innerHeight) / height) * 100 : 0;
}

/**
 * Consent-gated analytics (spec §7.6): nothing is loaded, and nothing is sent, until the server
 * names a provider (ANALYTICS_PROVIDER) and the visitor chose "Accept All". Renders nothing.
 */
export function AnalyticsTracker() {
  // Every navigation has its own key: a new search on /search is a new page view too.
  const { pathname, key } = useLocation();
  const [consent] = useAnalyticsConsent();
  const settings = useClientConfig().data?.analytics ?? null;
  const provider = consent === 'accepted' ? settings?.provider : undefined;
  const id = consent === 'accepted' ? settings?.id : undefined;
  const tracker = useRef<Tracker | null>(null);

  useEffect(() => {
    if (!provider || !id) return;
    const active = createTracker(createProvider({ provider, id }));
    tracker.current = active;
    active.start(pageLoadMs());

    const onClick = (event: MouseEvent) => event.target instanceof Element && active.click(event.target);
    const onSubmit = (event: SubmitEvent) => event.target instanceof HTMLFormElement && active.formSubmitted(event.target);
    const onScroll = () => active.scrolledTo(scrollPercent());
    const onError = (event: ErrorEvent) => active.exception(event.error);
    const onRejection = (event: PromiseRejectionEvent) => active.exception(event.reason);
    const onLeave = () => active.leave();
    const ticking = window.setInterval(() => document.visibilityState === 'visible' && active.engagedTick(TICK_MS), TICK_MS);
    const stopFeatures = onFeatureUse((feature) => active.featureUsed(feature));
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('pagehide', onLeave);
    return () => {
      tracker.current = null;
      window.clearInterval(ticking);
      stopFeatures();
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [provider, id]);

  // Declared after the effect above, so the first page view follows the consent update.
  useEffect(() => {
    tracker.current?.showPage(pathname);
  }, [pathname, key, provider, id]);

  return null;
}
