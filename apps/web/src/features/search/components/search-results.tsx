import { generatePath, Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@kindred/core/dates';
import { memoryDisplayTitle } from '@kindred/core/memory';
import { SEARCH_TEXTS, type SearchHit } from '@kindred/core/search';
import { KindredAvatar } from '../../kindreds';
import { paths } from '../../../lib/paths';
import { HighlightedSnippet } from './highlighted-snippet';

type Group = { kindred: SearchHit['kindred']; hits: SearchHit[] };

/** Hits grouped by person, the groups in the order their best hit ranks. */
export function groupByPerson(hits: SearchHit[]): Group[] {
  const groups = new Map<number, Group>();
  for (const hit of hits) {
    const group = groups.get(hit.kindred.id) ?? { kindred: hit.kindred, hits: [] };
    group.hits.push(hit);
    groups.set(hit.kindred.id, group);
  }
  return [...groups.values()];
}

/** The found memories by person (photo, name, count), each hit a link to its memory with its title, date and marked snippet. */
export function SearchResults({ hits }: { hits: SearchHit[] }) {
  return (
    <Stack spacing={3} component="section" aria-label={SEARCH_TEXTS.resultsLabel}>
      {groupByPerson(hits).map(({ kindred, hits: personHits }) => {
        const headingId = `search-person-${kindred.id}`;
        return (
          <Box key={kindred.id} component="section" aria-labelledby={headingId}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
              <KindredAvatar kindred={kindred} size={40} />
              <Typography id={headingId} variant="h6" component="h2">
                {kindred.name}
              </Typography>
              <Typography color="text.secondary">{SEARCH_TEXTS.memoryCount(personHits.length)}</Typography>
            </Stack>
            <List disablePadding>
              {personHits.map((hit) => (
                <ListItem key={hit.memory.id} disablePadding divider>
                  <ListItemButton
                    component={RouterLink}
                    to={generatePath(paths.memory, { kindredId: String(hit.kindred.id), memoryId: String(hit.memory.id) })}
                    sx={{ display: 'block', py: 1.5 }}
                  >
                    <Typography variant="subtitle1" component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {memoryDisplayTitle(hit.memory)}
                    </Typography>
                    <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
                      {formatDisplayDate(hit.memory.createdAt)}
                    </Typography>
                    <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
                      <HighlightedSnippet snippet={hit.snippet} />
                    </Typography>
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        );
      })}
    </Stack>
  );
}
