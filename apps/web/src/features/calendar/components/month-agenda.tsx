import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalendarEntry } from '@kindred/core/calendar';
import { CALENDAR_TEXTS as TEXTS } from '@kindred/core/calendar-texts';
import { longDayLabel, monthLabel, type Month } from '../month';
import { EntryList } from './entry-list';

/** The month as a list of the days that have key dates: the calendar on small screens. */
export function MonthAgenda({ month, entriesByDay }: { month: Month; entriesByDay: Map<string, CalendarEntry[]> }) {
  const headingPrefix = useId();
  const days = [...entriesByDay.keys()].filter((day) => day.startsWith(month)).sort();
  if (days.length === 0) return <Typography color="text.secondary">{TEXTS.monthEmpty}</Typography>;
  return (
    <Box component="section" aria-label={TEXTS.agenda(monthLabel(month))}>
      {days.map((day) => (
        <Box component="section" key={day} aria-labelledby={`${headingPrefix}-${day}`} sx={{ mb: 2 }}>
          <Typography id={`${headingPrefix}-${day}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {longDayLabel(day)}
          </Typography>
          <EntryList entries={entriesByDay.get(day)!} />
        </Box>
      ))}
    </Box>
  );
}
