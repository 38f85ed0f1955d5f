/**
 * Texts of the memory and key-date screens that the spec does not quote (memory-texts.ts holds
 * the ones it does): loading, empty and failure states, accessible names, the memory page. Zod-free.
 */
import { DELETE_FAILED, SAVE_FAILED } from './memory-texts';

/** The memory list of a kindred's page. */
export const MEMORY_LIST_TEXTS = {
  loading: 'Loading memories',
  loadFailed: "We couldn't load the memories.",
  tryAgain: 'Try again',
  loadMore: 'Load more',
  listLabel: (kindredName: string) => `Memories of ${kindredName}`,
  processing: 'Kindred is processing this memory...',
} as const;

/** The Add Memory dialog: names for controls the spec describes without words. */
export const ADD_MEMORY_FLOW_TEXTS = {
  close: 'Close',
  memoryLabel: 'Memory',
  chatLog: 'Conversation with Kindred',
  chatInput: 'Your answer',
  assistantSpeaker: 'Kindred',
  userSpeaker: 'You',
  closing: 'All set! Closing...',
} as const;

/** The memory page (/kindred/{id}/memory/{memoryId}). */
export const MEMORY_PAGE_TEXTS = {
  loading: 'Loading memory',
  back: 'Back to profile',
  toDashboard: 'Go to dashboard',
  edit: 'Edit',
  delete: 'Delete',
  notFoundTitle: 'Memory not found',
  notFoundMessage: "This memory doesn't exist, or it was deleted.",
  loadFailed: "We couldn't load this memory.",
  tryAgain: 'Try again',
  summary: 'Summary',
  rawText: 'What you wrote',
  keyDates: 'Key Dates',
  keyDatesLoading: 'Loading key dates',
  keyDatesFailed: "Key dates couldn't be loaded right now.",
  annual: 'Every year',
} as const;

/** A kindred's key dates: the list and its add, edit and delete dialogs. */
export const KEY_DATE_TEXTS = {
  loading: 'Loading key dates',
  row: (n: number) => `Key date ${n}`,
  loadFailed: "Key dates couldn't be loaded right now.",
  add: 'Add Key Date',
  addTitle: 'Add Key Date',
  editTitle: 'Edit Key Date',
  edit: (eventTitle: string) => `Edit ${eventTitle}`,
  delete: (eventTitle: string) => `Delete ${eventTitle}`,
  deleteTitle: 'Delete Key Date',
  deleteMessage: (eventTitle: string) => `Delete "${eventTitle}"? This cannot be undone.`,
  deleteFailed: DELETE_FAILED,
  date: 'Date',
  eventTitle: 'Event Title',
  annual: 'Annual event',
  annualMarker: 'Every year',
  passed: 'Passed',
  cancel: 'Cancel',
  save: 'Save',
  confirmDelete: 'Delete',
  saveFailed: SAVE_FAILED,
} as const;
