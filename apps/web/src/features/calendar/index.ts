// The calendar feature's public surface: the app and other features import from here only.
export { calendarKeys } from './api/calendar-keys';
export { CalendarView } from './components/calendar-view';
export { ComingUp } from './components/coming-up';
export { ReachOut } from './components/reach-out';
export { TodayPanel } from './components/today-panel';
export { isMonth, monthOf } from './month';
