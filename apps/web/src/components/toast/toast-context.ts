import { createContext } from 'react';

/** Toast types of spec §2.12. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

export type ToastOptions = {
  type?: ToastType;
  /** Milliseconds before the toast hides itself; TOAST_DURATION_MS unless given. */
  durationMs?: number;
};

export type ToastApi = {
  /** Shows a toast and returns its id. */
  showToast: (message: string, options?: ToastOptions) => number;
  dismissToast: (id: number) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);
