// The analytics feature's public surface: the app mounts the tracker once, in the root layout.
export { AnalyticsTracker } from './analytics-tracker';
