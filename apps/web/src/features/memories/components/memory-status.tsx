import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MEMORY_ERROR_TEXT, type ProcessingStatus } from '@kindred/core/memory';
import { MEMORY_LIST_TEXTS } from '@kindred/core/memory-flow-texts';
import { MEMORY_ROW_TEXTS } from '@kindred/core/memory-texts';

/** While the AI works: a quiet progress note. After it failed: "Error processing memory." and Retry (spec §2.4). */
export function MemoryStatus({ status, onRetry }: { status: ProcessingStatus; onRetry: () => void }) {
  if (status === 'processing') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, color: 'text.secondary' }}>
        <CircularProgress size={14} aria-hidden />
        <Typography variant="body2">{MEMORY_LIST_TEXTS.processing}</Typography>
      </Box>
    );
  }
  if (status === 'error') {
    return (
      <Typography variant="body2" color="error" sx={{ mt: 1 }}>
        {MEMORY_ERROR_TEXT}{' '}
        <Link component="button" type="button" variant="body2" onClick={onRetry} sx={{ verticalAlign: 'baseline' }}>
          {MEMORY_ROW_TEXTS.retry}
        </Link>
      </Typography>
    );
  }
  return null;
}
