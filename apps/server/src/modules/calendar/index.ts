export { createCalendarRepository, type CalendarRepository } from './calendar.repository';
export { calendarRoutes } from './calendar.routes';
export { createCalendarService, type CalendarService } from './calendar.service';
export { firstGiftIdea } from './date-notice';
export { createReminders, type PersonHints, type Reminders } from './reminders.jobs';
export { createUnsubscribeTokens } from './unsubscribe-tokens';
