import Autorenew from '@mui/icons-material/Autorenew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@kindred/core/dates';
import { yearsLabel } from '@kindred/core/calendar-texts';
import { yearsSince, type KeyDate } from '@kindred/core/key-date';
import { KEY_DATE_TEXTS } from '@kindred/core/memory-flow-texts';

type KeyDateSummaryProps = {
  keyDate: Pick<KeyDate, 'date' | 'eventTitle' | 'annual'>;
  /** The day it falls on next (annual dates roll forward); null for a one-off that has passed. */
  next: string | null;
};

/** A key date's title, the day it falls on next, how many years it marks then, and whether it comes back every year. */
export function KeyDateSummary({ keyDate, next }: KeyDateSummaryProps) {
  const day = next ?? keyDate.date;
  // The stored year is the original one (a birth year), kept when the date became annual.
  const years = next === null ? null : yearsLabel(keyDate.eventTitle, yearsSince(keyDate, next));
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 500 }}>{keyDate.eventTitle}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="time" dateTime={day} variant="body2" color="text.secondary">
          {formatDisplayDate(day)}
        </Typography>
        {years !== null && (
          <Typography variant="body2" color="text.secondary">
            {years}
          </Typography>
        )}
        {keyDate.annual && <Chip size="small" variant="outlined" icon={<Autorenew />} label={KEY_DATE_TEXTS.annualMarker} />}
        {next === null && <Chip size="small" label={KEY_DATE_TEXTS.passed} />}
      </Box>
    </Box>
  );
}
