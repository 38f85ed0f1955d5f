import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { CalendarEntry } from '@kindred/core/calendar';
import { yearsLabel } from '@kindred/core/calendar-texts';
import { PersonLink } from './person-link';

/** Keeps one row per occurrence even if a person has two dates with the same title on one day. */
export const entryKey = (entry: CalendarEntry) => `${entry.keyDateId}-${entry.date}`;

type EntryListProps = {
  entries: CalendarEntry[];
  /** Extra facts after the person, e.g. the date and how soon ("March 6, 2026", "In 2 days"). */
  details?: (entry: CalendarEntry) => string[];
};

/** Occurrences as a list: the title, then the person (a link to their page), the details and the years ("Turns 34"). */
export function EntryList({ entries, details = () => [] }: EntryListProps) {
  return (
    <List disablePadding>
      {entries.map((entry) => {
        const facts = [...details(entry), yearsLabel(entry.title, entry.years)].filter((fact): fact is string => Boolean(fact));
        return (
          <ListItem key={entryKey(entry)} disableGutters divider sx={{ display: 'block' }}>
            <Typography sx={{ fontWeight: 500 }}>{entry.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              <PersonLink person={entry.kindred} />
              {facts.map((fact) => (
                <Box component="span" key={fact}>
                  {' · '}
                  {fact}
                </Box>
              ))}
            </Typography>
          </ListItem>
        );
      })}
    </List>
  );
}
