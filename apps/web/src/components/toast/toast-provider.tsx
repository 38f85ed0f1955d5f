import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { TOAST_DURATION_MS } from '@kindred/core/constants';
import { ToastContext, type ToastApi } from './toast-context';
import { ToastItem, type Toast } from './toast-item';

/** Holds the visible toasts and stacks them in the top-right corner, newest first. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismissToast = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback<ToastApi['showToast']>((message, options = {}) => {
    const id = nextId.current++;
    const toast = { id, message, type: options.type ?? 'info', durationMs: options.durationMs ?? TOAST_DURATION_MS };
    setToasts((current) => [toast, ...current]);
    return id;
  }, []);

  const api = useMemo(() => ({ showToast, dismissToast }), [showToast, dismissToast]);

  return (
    <ToastContext value={api}>
      {children}
      <Stack
        spacing={1}
        sx={{
          position: 'fixed',
          top: { xs: 64, sm: 80 },
          right: { xs: 8, sm: 24 },
          left: { xs: 8, sm: 'auto' },
          width: { sm: 380 },
          zIndex: 'snackbar',
        }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismissToast} />
        ))}
      </Stack>
    </ToastContext>
  );
}
