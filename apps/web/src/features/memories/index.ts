// The memories feature's public surface: the app and other features import from here only.
export { memoryDatesQueryOptions } from './api/detect-memory-dates';
export { getKindredMemories } from './api/get-kindred-memories';
export { useMemory } from './api/get-memory';
export { memoryKeys } from './api/memory-keys';
export { AddMemoryDialog } from './components/add-memory-dialog';
export { MemoryDetail } from './components/memory-detail';
export { MemoryList } from './components/memory-list';
export { QuickCapture } from './components/quick-capture';
export { PendingMemoriesNotice } from './pending/pending-memories-notice';
export { sharedText } from './pending/shared-text';
export { useQuickCapturePeople } from './pending/use-quick-capture-people';
