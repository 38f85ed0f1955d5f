export { onboardingRoutes } from './onboarding.routes';
export { createOnboardingService } from './onboarding.service';
