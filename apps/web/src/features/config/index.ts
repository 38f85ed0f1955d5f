// The config feature's public surface: the app and other features import from here only.
export { useClientConfig } from './api/get-client-config';
