import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import type { ToastType } from './toast-context';

export type Toast = { id: number; message: string; type: ToastType; durationMs: number };

type ToastItemProps = { toast: Toast; onDismiss: (id: number) => void };

/** One toast: hides itself after its duration, paused while the pointer rests on it. */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const [isPaused, setIsPaused] = useState(false);

  useEffect(() => {
    if (isPaused) return undefined;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [isPaused, onDismiss, toast.id, toast.durationMs]);

  const isUrgent = toast.type === 'error' || toast.type === 'warning';
  return (
    <Alert
      severity={toast.type}
      variant="filled"
      role={isUrgent ? 'alert' : 'status'}
      onClose={() => onDismiss(toast.id)}
      closeText="Close notification"
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      sx={{ boxShadow: 6, alignItems: 'center' }}
    >
      {toast.message}
    </Alert>
  );
}
