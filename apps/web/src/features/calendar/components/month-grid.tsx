import { useEffect, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarEntry } from '@kindred/core/calendar';
import { CALENDAR_TEXTS as TEXTS } from '@kindred/core/calendar-texts';
import { visuallyHidden } from '../../../components/visually-hidden';
import { dayAfterKey, longDayLabel, monthWeeks, WEEKDAY_NAMES, type Month } from '../month';
import { entryKey } from './entry-list';
import { PersonLink } from './person-link';

type MonthGridProps = {
  month: Month;
  /** Where the arrow keys start from: the one cell in the tab order (roving tabindex). */
  activeDay: string;
  today: string;
  entriesByDay: Map<string, CalendarEntry[]>;
  /** The user moved to `day`; it may lie in another month, which the caller then shows. */
  onActiveDayChange: (day: string) => void;
  labelledBy: string;
  describedBy: string;
  isBusy: boolean;
};

const cellSx = {
  verticalAlign: 'top',
  border: 1,
  borderColor: 'divider',
  p: 0.75,
  height: 96,
  width: `${100 / 7}%`,
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-3px' },
} as const;

function DayCell({ day, isActive, isToday, entries, onFocus }: { day: string; isActive: boolean; isToday: boolean; entries: CalendarEntry[]; onFocus: () => void }) {
  return (
    <Box component="td" role="gridcell" data-day={day} tabIndex={isActive ? 0 : -1} aria-current={isToday ? 'date' : undefined} onFocus={onFocus} sx={cellSx}>
      <Typography
        component="span"
        aria-hidden
        variant="body2"
        sx={{
          display: 'inline-flex',
          justifyContent: 'center',
          minWidth: 24,
          borderRadius: 12,
          fontWeight: isToday ? 700 : 400,
          bgcolor: isToday ? 'primary.main' : undefined,
          color: isToday ? 'primary.contrastText' : undefined,
        }}
      >
        {Number(day.slice(8, 10))}
      </Typography>
      <Box component="span" sx={visuallyHidden}>
        {`${longDayLabel(day)}, ${TEXTS.dateCount(entries.length)}`}
      </Box>
      <Stack component="span" spacing={0.25} sx={{ mt: 0.5 }}>
        {entries.map((entry) => (
          <PersonLink
            key={entryKey(entry)}
            person={entry.kindred}
            variant="caption"
            // Only the active day's links are in the tab order; the arrow keys reach the others' days.
            tabIndex={isActive ? 0 : -1}
            sx={{ display: 'block', lineHeight: 1.3, wordBreak: 'break-word' }}
          >
            {TEXTS.entryLabel(entry.kindred.name, entry.title)}
          </PersonLink>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * A month as an ARIA grid (the WAI-ARIA date grid pattern): one day is in the tab order, the
 * arrow keys move between days, Home and End to the week's ends, Page Up and Page Down a month
 * (with Shift, a year); each day lists its people as links.
 */
export function MonthGrid({ month, activeDay, today, entriesByDay, onActiveDayChange, labelledBy, describedBy, isBusy }: MonthGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const focusTarget = useRef<string | null>(null);

  // After a key press the focus follows the day it led to, once that day is shown (another
  // month arrives a render or two later); a mere re-render, or the first one, never takes the focus.
  useEffect(() => {
    if (focusTarget.current !== activeDay) return;
    focusTarget.current = null;
    tableRef.current?.querySelector<HTMLElement>(`[data-day="${activeDay}"]`)?.focus();
  }, [activeDay, month]);

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-day]');
    // Keys pressed on a person's link keep their usual meaning.
    if (!cell || cell !== event.target) return;
    const next = dayAfterKey(cell.dataset.day!, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    focusTarget.current = next;
    onActiveDayChange(next);
  };

  return (
    <Box
      component="table"
      ref={tableRef}
      role="grid"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={isBusy}
      onKeyDown={handleKeyDown}
      sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}
    >
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((name) => (
            <Box component="th" key={name} scope="col" sx={{ py: 1, typography: 'body2', fontWeight: 600 }}>
              <span aria-hidden>{name.slice(0, 3)}</span>
              <Box component="span" sx={visuallyHidden}>
                {name}
              </Box>
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((day, index) =>
              day ? (
                <DayCell
                  key={day}
                  day={day}
                  isActive={day === activeDay}
                  isToday={day === today}
                  entries={entriesByDay.get(day) ?? []}
                  onFocus={() => day !== activeDay && onActiveDayChange(day)}
                />
              ) : (
                <Box component="td" key={`blank-${index}`} sx={{ ...cellSx, bgcolor: 'action.hover' }} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
