import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder rows announced as loading `label`. */
export function LoadingRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Box role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} height={48} />
      ))}
    </Box>
  );
}
