export { createCoachingPlansRepository } from './coaching-plans.repository';
export { coachingPlansRoutes } from './coaching-plans.routes';
export { createCoachingPlansService } from './coaching-plans.service';
