import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MEMORY_PAGE_TEXTS } from '@kindred/core/memory-flow-texts';
import { EDIT_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { Spinner } from '../../../components/spinner';
import { KeyDateSummary, useMemoryKeyDates } from '../../key-dates';

/** The key dates that came from one memory, on its page (read-only: the Edit dialog changes them). */
export function MemoryKeyDates({ memoryId }: { memoryId: number }) {
  const keyDates = useMemoryKeyDates(memoryId);
  if (keyDates.isPending) return <Spinner size="sm" label={MEMORY_PAGE_TEXTS.keyDatesLoading} />;
  if (keyDates.isError) {
    return (
      <Typography role="status" variant="body2" color="text.secondary">
        {MEMORY_PAGE_TEXTS.keyDatesFailed}
      </Typography>
    );
  }
  if (keyDates.data.length === 0) return <Typography color="text.secondary">{EDIT_MEMORY_TEXTS.noKeyDates}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {keyDates.data.map((keyDate) => (
        <Box component="li" key={keyDate.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <KeyDateSummary keyDate={keyDate} next={keyDate.date} />
        </Box>
      ))}
    </Box>
  );
}
