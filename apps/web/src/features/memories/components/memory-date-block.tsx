import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDisplayDate, parseDate } from '@kindred/core/dates';
import { visuallyHidden } from '../../../components/visually-hidden';

const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** A calendar-leaf date (spec §2.4: month, year and day), read out as "March 10, 2024" or with a label ("Written March 10, 2024"). */
export function MemoryDateBlock({ day, label = (shown) => shown }: { day: string; label?: (day: string) => string }) {
  const date = parseDate(day);
  return (
    <Box
      component="time"
      dateTime={day}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 72, py: 1, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Box component="span" sx={visuallyHidden}>
        {label(formatDisplayDate(day))}
      </Box>
      <Typography component="span" variant="overline" color="primary" aria-hidden sx={{ lineHeight: 1.5 }}>
        {shortMonth.format(date)} {date.getUTCFullYear()}
      </Typography>
      <Typography component="span" variant="h5" aria-hidden sx={{ fontWeight: 700, lineHeight: 1.1 }}>
        {date.getUTCDate()}
      </Typography>
    </Box>
  );
}
