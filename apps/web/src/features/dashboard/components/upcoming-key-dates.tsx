import { generatePath, Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@kindred/core/dates';
import { UPCOMING_DEFAULT_DAYS, type KeyDateOccurrence } from '@kindred/core/key-date';
import { DASHBOARD_TEXTS } from '@kindred/core/kindred-texts';
import { todayIn } from '@kindred/core/time-zone';
import { paths } from '../../../lib/paths';
import { useUpcomingKeyDates } from '../api/get-upcoming-key-dates';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { daysBetween } from '@kindred/core/calendar-days';
import { RetryAlert } from '../../../components/retry-alert';

function howSoon(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (days <= 0) return DASHBOARD_TEXTS.today;
  if (days === 1) return DASHBOARD_TEXTS.tomorrow;
  return DASHBOARD_TEXTS.inDays(days);
}

function Occurrence({ occurrence, today }: { occurrence: KeyDateOccurrence; today: string }) {
  const soon = howSoon(occurrence.occurrenceDate, today);
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }}>
      <Typography sx={{ fontWeight: 500 }}>{occurrence.eventTitle}</Typography>
      <Typography variant="body2" color="text.secondary">
        <Link component={RouterLink} to={generatePath(paths.kindred, { kindredId: String(occurrence.kindredId) })}>
          {occurrence.kindredName}
        </Link>
        {' · '}
        {formatDisplayDate(occurrence.occurrenceDate)}
        {' · '}
        <Box component="span" sx={{ color: soon === DASHBOARD_TEXTS.today ? 'secondary.main' : undefined, fontWeight: 500 }}>
          {soon}
        </Box>
      </Typography>
    </ListItem>
  );
}

/** Every person's key dates in the next 30 days, soonest first. */
export function UpcomingKeyDates() {
  const upcoming = useUpcomingKeyDates();

  if (upcoming.isPending) {
    return (
      <Box role="status" aria-label={DASHBOARD_TEXTS.loadingUpcoming}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={48} />
        ))}
      </Box>
    );
  }
  if (upcoming.isError) {
    return (
      <RetryAlert
        message={DASHBOARD_TEXTS.upcomingFailed}
        retryLabel={DASHBOARD_TEXTS.retry}
        isRetrying={upcoming.isFetching}
        onRetry={() => void upcoming.refetch()}
      />
    );
  }
  if (upcoming.data.length === 0) return <Typography color="text.secondary">{DASHBOARD_TEXTS.upcomingEmpty(UPCOMING_DEFAULT_DAYS)}</Typography>;

  const today = todayIn(browserTimeZone());
  return (
    <List disablePadding>
      {upcoming.data.map((occurrence) => (
        <Occurrence key={`${occurrence.id}-${occurrence.occurrenceDate}`} occurrence={occurrence} today={today} />
      ))}
    </List>
  );
}
