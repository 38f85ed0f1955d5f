/** Exact texts of the kindred and memory screens quoted by the spec (§2.4–§2.9, §4.5, §8). Zod-free. */

/** Spec §8's failure sentences, shared by every dialog that saves or deletes. */
export const SAVE_FAILED = 'An error occurred while saving.';
export const DELETE_FAILED = 'An error occurred while deleting.';

/** Add New Kindred dialog (spec §2.7). */
export const ADD_KINDRED_TEXTS = {
  heading: 'Add Someone Important',
  subtext: 'Start building a meaningful relationship profile',
  name: 'Name',
  relationship: 'Relationship',
  relationshipPlaceholder: 'e.g., Friend, Family, Colleague',
  cancel: 'Cancel',
  submit: 'Add Kindred',
} as const;

/** Memory list row (spec §2.4). */
export const MEMORY_ROW_TEXTS = {
  keyDatesBadge: 'Key Dates',
  /** The day the memory was written, kept apart from the dates found in it (issue #17). */
  written: (day: string) => `Written ${day}`,
  /** The memory's own key date, as a chip beside the day it was written. */
  keyDate: (day: string) => `Key date: ${day}`,
  viewFullMemory: 'View full memory',
  retry: 'Retry',
  edit: 'Edit',
  delete: 'Delete',
} as const;

/** Edit Memory dialog (spec §2.5). */
export const EDIT_MEMORY_TEXTS = {
  title: 'Edit Memory',
  fieldTitle: 'Title',
  fullSummary: 'Full Summary',
  category: 'Category',
  keyDate: 'Key Date',
  associatedKeyDates: 'Associated Key Dates',
  date: 'Date',
  eventTitle: 'Event Title',
  annual: 'Annual event',
  remove: 'Remove',
  addKeyDate: '+ Add Key Date',
  loadingKeyDates: 'Loading key dates...',
  noKeyDates: 'No key dates associated with this memory',
  failedToLoadKeyDates: 'Failed to load key dates',
  cancel: 'Cancel',
  save: 'Save',
  saveFailed: SAVE_FAILED,
} as const;

/** Delete Memory dialog (spec §2.6). */
export const DELETE_MEMORY_TEXTS = {
  title: 'Delete Memory',
  message: 'Are you sure you want to delete this memory? This action cannot be undone.',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteFailed: DELETE_FAILED,
} as const;

/** Add Memory dialog, both readings, and the flow after saving (spec §2.8, §4.5, §8). */
export const ADD_MEMORY_TEXTS = {
  title: (name: string) => `Add Memory for ${name}`,
  quickPlaceholder: (name: string) => `What would you like to remember about ${name}?`,
  useAssistant: 'Use AI assistant instead',
  cancel: 'Cancel',
  save: 'Save Memory',
  chatPlaceholder: 'Type your memory here...',
  send: 'Send',
  thinking: 'Kindred is thinking',
  greeting: (name: string) => `I'll help you add a new memory for ${name}. What's the main memory or event you'd like to remember?`,
  askFeeling: 'How did it feel? Was there a key moment that stood out?',
  askSmallThings: 'Anything else small and personal worth keeping, like a quote, a goal, or something you learned?',
  willSave: "Thank you! I'll process and save this memory now.",
  saved: 'Memory Saved!',
  detecting: 'Detecting dates in your memory...',
  askDates: 'Would you like to add important dates from this memory?',
  skipDates: 'Skip adding dates',
  addedToast: 'Memory added! The AI is processing your memory - content will update shortly.',
  failed: 'Failed to add memory. Please try again.',
} as const;

/** Key-date suggestion editor (spec §2.9). */
export const SUGGESTION_EDITOR_TEXTS = {
  heading: 'Detected Key Dates',
  intro: 'We found the following dates. Edit them if needed, then save.',
  eventDescription: 'Event Description',
  date: 'Date',
  annual: 'Annual Event',
  remove: 'Remove date',
  addAnother: 'Add Another',
  save: 'Save',
  noneHeading: 'No Dates Detected',
  noneMessage: "We couldn't find any dates in this content. Would you like to add a date manually?",
  /** Once the person has removed every detected date: they were found, just not kept (issue 18). */
  noneKeptHeading: 'No dates kept',
  noneKeptMessage: 'You removed every detected date. Would you like to add a date manually?',
  addKeyDate: 'Add Key Date',
} as const;

/** Kindred profile page actions and photo messages (spec §2.1, §8). */
export const KINDRED_PAGE_TEXTS = {
  addMemory: 'Add Memory',
  iceBreaker: 'Ice Breaker',
  giftIdeas: 'Gift Ideas',
  coachingPlan: 'Coaching Plan',
  memories: 'Memories',
  keyDates: 'Key Dates',
  noMemories: 'No memories yet. Add the first thing you want to remember.',
  noKeyDates: 'No key dates yet.',
  uploadPhoto: 'Upload photo',
  removePhoto: 'Remove photo',
  deletePerson: 'Delete person',
} as const;
