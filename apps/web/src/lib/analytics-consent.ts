import { useCallback, useState } from 'react';
import { CONSENT_VALUES, LOCAL_STORAGE_KEYS, type ConsentValue } from '@kindred/core/constants';
import { readLocal, writeLocal } from './local-storage';

/** The visitor's analytics decision (spec §4.7), or null while undecided. */
export function readAnalyticsConsent(): ConsentValue | null {
  const stored = readLocal(LOCAL_STORAGE_KEYS.analyticsConsent);
  return CONSENT_VALUES.find((value) => value === stored) ?? null;
}

/** The current decision and a setter that remembers it across visits. */
export function useAnalyticsConsent(): [ConsentValue | null, (decision: ConsentValue) => void] {
  const [consent, setConsent] = useState(readAnalyticsConsent);
  const decide = useCallback((decision: ConsentValue) => {
    writeLocal(LOCAL_STORAGE_KEYS.analyticsConsent, decision);
    setConsent(decision);
  }, []);
  return [consent, decide];
}
