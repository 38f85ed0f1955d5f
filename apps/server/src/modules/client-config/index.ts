export { clientConfigRoutes } from './client-config.routes';
