// The ai feature's public surface: the app and other features import from here only.
export { iceBreakerQueryOptions } from './api/get-ice-breaker';
export { AiPrivacySwitch } from './components/ai-privacy-switch';
export { AiStatusCard } from './components/ai-status-card';
export { CoachingPlanPanel } from './components/coaching-plan-panel';
export { GiftIdeasDialog } from './components/gift-ideas-dialog';
export { IceBreakerDialog } from './components/ice-breaker-dialog';
export { SummaryPanel } from './components/summary-panel';
export { TestPromptForm } from './components/test-prompt-form';
