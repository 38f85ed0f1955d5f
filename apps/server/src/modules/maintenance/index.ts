export { maintenanceJobHandlers } from './purge-expired.job';
