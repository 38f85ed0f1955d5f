import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { addDays, daysBetween } from '@kindred/core/calendar-days';
import { COMING_UP_DAYS } from '@kindred/core/calendar';
import { DATE_PANEL_TEXTS as TEXTS } from '@kindred/core/calendar-texts';
import { formatDisplayDate } from '@kindred/core/dates';
import { DASHBOARD_TEXTS } from '@kindred/core/kindred-texts';
import { todayIn } from '@kindred/core/time-zone';
import { RetryAlert } from '../../../components/retry-alert';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { paths } from '../../../lib/paths';
import { useCalendarEntries } from '../api/get-calendar-entries';
import { EntryList } from './entry-list';
import { LoadingRows } from './loading-rows';

function howSoon(date: string, today: string): string {
  const days = daysBetween(today, date);
  return days === 1 ? DASHBOARD_TEXTS.tomorrow : DASHBOARD_TEXTS.inDays(days);
}

/** The key dates of the 30 days after today (today's own are the Today panel's), soonest first. */
export function ComingUp() {
  const today = todayIn(browserTimeZone());
  const entries = useCalendarEntries(addDays(today, 1), addDays(today, COMING_UP_DAYS));

  const body = (() => {
    if (entries.isPending) return <LoadingRows label={DASHBOARD_TEXTS.loadingUpcoming} />;
    if (entries.isError) {
      return <RetryAlert message={DASHBOARD_TEXTS.upcomingFailed} retryLabel={DASHBOARD_TEXTS.retry} isRetrying={entries.isFetching} onRetry={() => void entries.refetch()} />;
    }
    if (entries.data.length === 0) return <Typography color="text.secondary">{DASHBOARD_TEXTS.upcomingEmpty(COMING_UP_DAYS)}</Typography>;
    return <EntryList entries={entries.data} details={(entry) => [formatDisplayDate(entry.date), howSoon(entry.date, today)]} />;
  })();

  return (
    <>
      {body}
      <Link component={RouterLink} to={paths.calendar} sx={{ display: 'inline-block', mt: 2 }}>
        {TEXTS.openCalendar}
      </Link>
    </>
  );
}
