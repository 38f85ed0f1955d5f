import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { CalendarEntry } from '@kindred/core/calendar';
import { CALENDAR_TEXTS as TEXTS } from '@kindred/core/calendar-texts';
import { todayIn } from '@kindred/core/time-zone';
import { RetryAlert } from '../../../components/retry-alert';
import { Spinner } from '../../../components/spinner';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { useCalendarEntries } from '../api/get-calendar-entries';
import { addMonths, firstDayOf, lastDayOf, monthLabel, monthOf, type Month } from '../month';
import { MonthAgenda } from './month-agenda';
import { MonthGrid } from './month-grid';

type CalendarViewProps = {
  month: Month;
  onMonthChange: (month: Month) => void;
};

function groupByDay(entries: CalendarEntry[]): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) byDay.set(entry.date, [...(byDay.get(entry.date) ?? []), entry]);
  return byDay;
}

/** One month of key dates: a keyboard-navigable grid, or an agenda list on small screens. */
export function CalendarView({ month, onMonthChange }: CalendarViewProps) {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const today = todayIn(browserTimeZone());
  const headingId = useId();
  const helpId = useId();
  const [chosenDay, setChosenDay] = useState(today);
  const entries = useCalendarEntries(firstDayOf(month), lastDayOf(month));
  const entriesByDay = useMemo(() => groupByDay(entries.isPlaceholderData ? [] : (entries.data ?? [])), [entries.data, entries.isPlaceholderData]);

  // The remembered day when it is in this month, else today when it is, else the 1st.
  const activeDay = monthOf(chosenDay) === month ? chosenDay : monthOf(today) === month ? today : firstDayOf(month);
  const handleActiveDayChange = (day: string) => {
    setChosenDay(day);
    if (monthOf(day) !== month) onMonthChange(monthOf(day));
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton aria-label={TEXTS.previousMonth} onClick={() => onMonthChange(addMonths(month, -1))}>
          <ChevronLeft />
        </IconButton>
        <Typography id={headingId} variant="h5" component="h2" aria-live="polite" sx={{ minWidth: { sm: 200 }, textAlign: 'center' }}>
          {monthLabel(month)}
        </Typography>
        <IconButton aria-label={TEXTS.nextMonth} onClick={() => onMonthChange(addMonths(month, 1))}>
          <ChevronRight />
        </IconButton>
        <Button variant="outlined" size="small" disabled={monthOf(today) === month} onClick={() => onMonthChange(monthOf(today))}>
          {TEXTS.thisMonth}
        </Button>
        {entries.isFetching && <Spinner size="sm" label={TEXTS.loading} />}
      </Stack>
      {entries.isError && (
        <RetryAlert message={TEXTS.failed} retryLabel={TEXTS.retry} isRetrying={entries.isFetching} onRetry={() => void entries.refetch()} />
      )}
      {isSmall ? (
        !entries.isPending && !entries.isPlaceholderData && !entries.isError && <MonthAgenda month={month} entriesByDay={entriesByDay} />
      ) : (
        <Box>
          <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {TEXTS.keyboardHelp}
          </Typography>
          <MonthGrid
            month={month}
            activeDay={activeDay}
            today={today}
            entriesByDay={entriesByDay}
            onActiveDayChange={handleActiveDayChange}
            labelledBy={headingId}
            describedBy={helpId}
            isBusy={entries.isFetching}
          />
        </Box>
      )}
    </Stack>
  );
}
