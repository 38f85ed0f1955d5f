import { lazy, Suspense } from 'react';
import { useAnalyticsConsent } from '../../lib/analytics-consent';

// The tracker and its providers load only after consent: most visits never download them.
const AnalyticsTracker = lazy(() => import('./analytics-tracker').then((module) => ({ default: module.AnalyticsTracker })));

/** Consent-gated analytics (spec §7.6): the tracker, mounted once the visitor chose "Accept All". */
export function ConsentedAnalytics() {
  const [consent] = useAnalyticsConsent();
  if (consent !== 'accepted') return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsTracker />
    </Suspense>
  );
}
