// The kindreds feature's public surface: the app and other features import from here only.
import { lazyComponent } from '../../lib/chunk-load';

export { getKindred, useKindred } from './api/get-kindred';
export { kindredsQueryOptions, useKindreds } from './api/get-kindreds';
export { kindredKeys } from './api/kindred-keys';
export { useUpdateKindred } from './api/update-kindred';
export { uploadKindredPhoto } from './api/upload-kindred-photo';
export { ExportData } from './components/export-data';
export { KindredActions } from './components/kindred-actions';
export { KindredAvatar } from './components/kindred-avatar';
export { KindredCards } from './components/kindred-cards';
export { KindredHeader } from './components/kindred-header';
export { KeepInTouchSelect } from './components/keep-in-touch-select';
export { KindredNotFound } from './components/kindred-not-found';

// A dialog downloads when first opened (render it inside OnDemand): the dashboard loads sooner.
export const AddKindredDialog = lazyComponent(() => import('./components/add-kindred-dialog').then((module) => module.AddKindredDialog));
