import { LOCAL_STORAGE_KEYS } from '@kindred/core/constants';
import { readLocal, removeLocal, writeLocal } from '../../lib/local-storage';

/** What the guided first steps keep between visits: where the person was, and what they typed. */
export type OnboardingDraft = { step: 'welcome' | 'person' | 'memory'; name: string; relationship: string; memory: string };

const EMPTY: OnboardingDraft = { step: 'welcome', name: '', relationship: '', memory: '' };

/** The draft left by an earlier visit, or a fresh one. */
export function readOnboardingDraft(): OnboardingDraft {
  try {
    const stored = JSON.parse(readLocal(LOCAL_STORAGE_KEYS.onboardingDraft) ?? 'null') as Partial<OnboardingDraft> | null;
    if (!stored) return EMPTY;
    // The memory step needs the person; without one, the steps start again from the person.
    const step = stored.step === 'memory' && !(stored.name && stored.relationship) ? 'person' : (stored.step ?? 'welcome');
    return { ...EMPTY, ...stored, step };
  } catch {
    return EMPTY;
  }
}

export const writeOnboardingDraft = (draft: OnboardingDraft) => writeLocal(LOCAL_STORAGE_KEYS.onboardingDraft, JSON.stringify(draft));
export const clearOnboardingDraft = () => removeLocal(LOCAL_STORAGE_KEYS.onboardingDraft);
