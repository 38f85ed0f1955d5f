// The key-dates feature's public surface: the app and other features import from here only.
export { createKeyDate } from './api/create-key-date';
export { useCreateKeyDatesBatch } from './api/create-key-dates-batch';
export { deleteKeyDate } from './api/delete-key-date';
export { useMemoryKeyDates } from './api/get-memory-key-dates';
export { invalidateKeyDateLists, keyDateKeys } from './api/key-date-keys';
export { updateKeyDate } from './api/update-key-date';
export { KeyDateRowFields } from './components/key-date-row-fields';
export { KeyDateSummary } from './components/key-date-summary';
export { KindredKeyDates } from './components/kindred-key-dates';
export { preloadUtcDatePicker, UtcDateField } from './components/utc-date-field';
export { draftOf, newKeyDateDraft, type KeyDateDraft } from './key-date-draft';
export { orderByNextOccurrence } from './key-date-order';
