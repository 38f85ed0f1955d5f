import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { matchPeople, SEARCH_TEXTS } from '@kindred/core/search';
import { useKindreds } from '../../kindreds';
import { paths } from '../../../lib/paths';

const searchHref = (text: string) => `${paths.search}?q=${encodeURIComponent(text)}`;

type SearchSuggestionsProps = { text: string; filtered: boolean };

/** Nothing matched: the people whose names are closest to the text, the way back to everyone, and what to try. */
export function SearchSuggestions({ text, filtered }: SearchSuggestionsProps) {
  const { data: people = [] } = useKindreds();
  // Each word on its own too: "Sarha birthday" still suggests Sarah.
  const words = [text, ...text.split(/\s+/u)].filter((word) => word.length >= 3);
  const names = [...new Set(words.flatMap((word) => matchPeople(people, word, 3)).map((person) => person.name))]
    .filter((name) => name.toLowerCase() !== text.toLowerCase())
    .slice(0, 3);
  return (
    <Stack spacing={1.5}>
      <Typography role="status">{SEARCH_TEXTS.noResults(text)}</Typography>
      {names.length > 0 && (
        <Typography component="div">
          {SEARCH_TEXTS.didYouMean}{' '}
          {names.map((name, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <Link component={RouterLink} to={searchHref(name)}>
                {name}
              </Link>
            </span>
          ))}
          ?
        </Typography>
      )}
      {filtered && (
        <Link component={RouterLink} to={searchHref(text)}>
          {SEARCH_TEXTS.searchEveryone}
        </Link>
      )}
      <Typography color="text.secondary">{SEARCH_TEXTS.noResultsTips}</Typography>
    </Stack>
  );
}
