export { contactJobHandlers } from './contact.jobs';
export { contactRoutes } from './contact.routes';
export { createContactService } from './contact.service';
