// The notifications feature's public surface: the app and other features import from here only.
export { CalendarFeedSettings } from './components/calendar-feed-settings';
export { NotificationSettingsForm } from './components/notification-settings-form';
