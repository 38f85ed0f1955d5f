// The memories feature's public surface: the app and other features import from here only.
import { lazyComponent } from '../../lib/chunk-load';

export { memoryDatesQueryOptions } from './api/detect-memory-dates';
export { getKindredMemories } from './api/get-kindred-memories';
export { useMemory } from './api/get-memory';
export { memoryKeys } from './api/memory-keys';
export { MemoryDetail } from './components/memory-detail';
export { MemoryList } from './components/memory-list';
export { QuickCapture } from './components/quick-capture';
export { PendingMemoriesNotice } from './pending/pending-memories-notice';
export { sharedText } from './pending/shared-text';
export { useQuickCapturePeople } from './pending/use-quick-capture-people';

// A dialog downloads when first opened (render it inside OnDemand): the pages load sooner.
export const AddMemoryDialog = lazyComponent(() => import('./components/add-memory-dialog').then((module) => module.AddMemoryDialog));
