import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MEMORY_PAGE_TEXTS } from '@kindred/core/memory-flow-texts';
import { EDIT_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { todayIn } from '@kindred/core/time-zone';
import { Spinner } from '../../../components/spinner';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { KeyDateSummary, orderByNextOccurrence, useMemoryKeyDates } from '../../key-dates';

/** The key dates that came from one memory, on its page, on the days they fall next as on the person's page (read-only: the Edit dialog changes them). */
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
      {orderByNextOccurrence(keyDates.data, todayIn(browserTimeZone())).map(({ keyDate, next }) => (
        <Box component="li" key={keyDate.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <KeyDateSummary keyDate={keyDate} next={next} />
        </Box>
      ))}
    </Box>
  );
}
