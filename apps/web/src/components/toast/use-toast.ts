import { use } from 'react';
import { ToastContext, type ToastApi } from './toast-context';

/** Shows and dismisses toasts; needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
