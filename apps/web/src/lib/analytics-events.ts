import type { FeatureEvent } from '@kindred/core/analytics';

type Listener = (feature: FeatureEvent) => void;
const listeners = new Set<Listener>();

/**
 * Says a feature was used (spec §7.6: memory added, ice breaker, gift ideas, search). Only the
 * feature's name travels: never what was written or searched. Nothing happens unless the analytics
 * feature is listening, which it does only after consent.
 */
export function trackFeature(feature: FeatureEvent): void {
  for (const listener of listeners) listener(feature);
}

/** Listens to feature use; answers the function that stops listening. */
export function onFeatureUse(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
