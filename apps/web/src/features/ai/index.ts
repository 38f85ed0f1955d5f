// The ai feature's public surface: the app and other features import from here only.
import { lazyComponent } from '../../lib/chunk-load';

export { iceBreakerQueryOptions } from './api/get-ice-breaker';
export { AiPrivacySwitch } from './components/ai-privacy-switch';
export { AiStatusCard } from './components/ai-status-card';
export { CoachingPlanPanel } from './components/coaching-plan-panel';
export { SummaryPanel } from './components/summary-panel';
export { TestPromptForm } from './components/test-prompt-form';

// Dialogs download when first opened (render them inside OnDemand): the pages load sooner.
export const GiftIdeasDialog = lazyComponent(() => import('./components/gift-ideas-dialog').then((module) => module.GiftIdeasDialog));
export const IceBreakerDialog = lazyComponent(() => import('./components/ice-breaker-dialog').then((module) => module.IceBreakerDialog));
