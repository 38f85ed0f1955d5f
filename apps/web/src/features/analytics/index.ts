// The analytics feature's public surface: the app mounts the tracker once, in the root layout.
export { ConsentedAnalytics } from './consented-analytics';
