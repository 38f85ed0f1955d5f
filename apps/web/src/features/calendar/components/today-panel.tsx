import Typography from '@mui/material/Typography';
import { DATE_PANEL_TEXTS as TEXTS } from '@kindred/core/calendar-texts';
import { RetryAlert } from '../../../components/retry-alert';
import { useTodayReminders } from '../api/get-today-reminders';
import { EntryList } from './entry-list';
import { LoadingRows, RowsSpace } from './loading-rows';

function TodayEntries() {
  const today = useTodayReminders();

  if (today.isPending) return <LoadingRows label={TEXTS.loadingToday} rows={1} />;
  if (today.isError) {
    return <RetryAlert message={TEXTS.todayFailed} retryLabel={TEXTS.retry} isRetrying={today.isFetching} onRetry={() => void today.refetch()} />;
  }
  if (today.data.length === 0) return <Typography color="text.secondary">{TEXTS.todayEmpty}</Typography>;
  return <EntryList entries={today.data} />;
}

/** Today's key dates across every person, "today" in the user's saved time zone. */
export function TodayPanel() {
  return (
    <RowsSpace rows={1}>
      <TodayEntries />
    </RowsSpace>
  );
}
