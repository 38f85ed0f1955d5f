import { useSearchParams } from 'react-router';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CALENDAR_TEXTS } from '@kindred/core/calendar-texts';
import { todayIn } from '@kindred/core/time-zone';
import { CalendarView, isMonth, monthOf } from '../../features/calendar';
import { browserTimeZone } from '../../lib/browser-time-zone';

/** /calendar?month=YYYY-MM: every person's key dates, a month at a time (this month without a valid `month`). */
export default function CalendarRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('month');
  const month = isMonth(requested) ? requested : monthOf(todayIn(browserTimeZone()));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {CALENDAR_TEXTS.title}
      </Typography>
      <CalendarView month={month} onMonthChange={(next) => setSearchParams({ month: next })} />
    </Container>
  );
}
