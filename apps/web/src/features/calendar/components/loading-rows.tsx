import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

const ROW_HEIGHT = 48;

/**
 * Keeps a panel at least as tall as its `rows` loading rows, so shorter content (an empty state)
 * replacing them does not pull the sections below it up: a layout shift on the dashboard.
 */
export function RowsSpace({ rows = 3, children }: { rows?: number; children: ReactNode }) {
  return <Box sx={{ minHeight: rows * ROW_HEIGHT }}>{children}</Box>;
}

/** Placeholder rows announced as loading `label`. */
export function LoadingRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Box role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} height={ROW_HEIGHT} />
      ))}
    </Box>
  );
}
