export { exportRoutes } from './export.routes';
export { createExportService } from './export.service';
