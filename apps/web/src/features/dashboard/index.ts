// The dashboard feature's public surface: the app and other features import from here only.
export { dashboardKeys } from './api/dashboard-keys';
export { DashboardGreeting } from './components/dashboard-greeting';
export { MemoryHeatmap } from './components/memory-heatmap';
