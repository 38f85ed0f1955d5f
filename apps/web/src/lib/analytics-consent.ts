import { useSyncExternalStore } from 'react';
import { CONSENT_VALUES, LOCAL_STORAGE_KEYS, type ConsentValue } from '@kindred/core/constants';
import { readLocal, writeLocal } from './local-storage';

/** The visitor's analytics decision (spec §4.7), or null while undecided. */
export function readAnalyticsConsent(): ConsentValue | null {
  const stored = readLocal(LOCAL_STORAGE_KEYS.analyticsConsent);
  return CONSENT_VALUES.find((value) => value === stored) ?? null;
}

const listeners = new Set<() => void>();
// Where storage is blocked, the decision still holds for this page.
let decidedHere: ConsentValue | null = null;

/** Remembers the decision across visits and tells every part of the page that reads it (banner, analytics). */
export function decideAnalyticsConsent(decision: ConsentValue): void {
  writeLocal(LOCAL_STORAGE_KEYS.analyticsConsent, decision);
  decidedHere = readAnalyticsConsent() === decision ? null : decision;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => readAnalyticsConsent() ?? decidedHere;
const undecided = () => null;

/** The current decision, shared by every reader, and a setter that remembers it across visits. */
export function useAnalyticsConsent(): [ConsentValue | null, (decision: ConsentValue) => void] {
  // A prerendered page (src/prerender) is rendered for a first visit: undecided, so it carries the
  // banner. The app hydrates it so, then renders the stored decision.
  return [useSyncExternalStore(subscribe, snapshot, undecided), decideAnalyticsConsent];
}
