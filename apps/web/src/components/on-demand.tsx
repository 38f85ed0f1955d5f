import { Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Spinner } from './spinner';

type OnDemandProps = {
  /** Whether the dialog is open: nothing is rendered, nor downloaded, before it first opens. */
  open: boolean;
  /** The dialog, given `open`. */
  children: (open: boolean) => ReactNode;
};

/**
 * Renders a lazily loaded dialog (lazyComponent) from the first time it opens, and keeps it
 * mounted after so it can animate closed; a spinner covers the page while its code downloads.
 */
export function OnDemand({ open, children }: OnDemandProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense
      fallback={
        <Box sx={{ position: 'fixed', inset: 0, zIndex: 'modal', display: 'grid', placeItems: 'center', bgcolor: 'rgba(0, 0, 0, 0.3)' }}>
          <Spinner />
        </Box>
      }
    >
      {children(open)}
    </Suspense>
  );
}
