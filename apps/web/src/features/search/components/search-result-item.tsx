import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@kindred/core/dates';
import { memoryCategory, memoryDisplayBody, memoryDisplayTitle } from '@kindred/core/memory';
import type { SearchResult } from '@kindred/core/search';

/** One found memory: who it is about, its title (a link to it), date, category and the start of its text. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  return (
    <ListItem divider sx={{ display: 'block', py: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="overline" color="text.secondary">
          {result.kindredName} · {formatDisplayDate(result.keyDate ?? result.createdAt)}
        </Typography>
        <Chip size="small" label={memoryCategory(result)} />
      </Stack>
      <Link component={RouterLink} to={`/kindred/${result.kindredId}/memory/${result.id}`} variant="h6" underline="hover">
        {memoryDisplayTitle(result)}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {memoryDisplayBody(result)}
      </Typography>
    </ListItem>
  );
}
