// The guided first steps' public surface: the dashboard imports from here only.
import { lazyComponent } from '../../lib/chunk-load';

// Only a first sign-in shows it (render it inside OnDemand): everyone else never downloads it.
export const GuidedOnboarding = lazyComponent(() => import('./guided-onboarding').then((module) => module.GuidedOnboarding));
