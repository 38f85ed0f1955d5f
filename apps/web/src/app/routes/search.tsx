import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SEARCH_TEXTS } from '@kindred/core/search';
import { normalizeSearchQuery, parseId } from '@kindred/core/validation';
import { AppButton } from '../../components/app-button';
import { RetryAlert } from '../../components/retry-alert';
import { Spinner } from '../../components/spinner';
import { PersonFilter, SearchResults, SearchSuggestions, searchMemoriesQueryOptions } from '../../features/search';

function Results({ text, kindredId }: { text: string; kindredId: number | null }) {
  const search = useInfiniteQuery(searchMemoriesQueryOptions(text, kindredId));
  if (search.isPending) return <Spinner label={SEARCH_TEXTS.searching} />;
  if (search.isError) {
    return <RetryAlert message={search.error.message} retryLabel={SEARCH_TEXTS.tryAgain} isRetrying={search.isRefetching} onRetry={() => void search.refetch()} />;
  }
  const hits = search.data.pages.flatMap((page) => page.items);
  if (hits.length === 0) return <SearchSuggestions text={text} filtered={kindredId !== null} />;
  return (
    <Stack spacing={3}>
      <Typography role="status" color="text.secondary">
        {SEARCH_TEXTS.found(hits.length, search.hasNextPage)}
      </Typography>
      <SearchResults hits={hits} />
      {search.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <AppButton variant="secondary" loading={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
            {SEARCH_TEXTS.loadMore}
          </AppButton>
        </Box>
      )}
    </Stack>
  );
}

/** /search?q=&person=: the signed-in user's memories that match, grouped by person; the URL holds the search, so Back and shared links restore it. */
export default function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const text = normalizeSearchQuery(params.get('q'));
  const kindredId = parseId(params.get('person'));
  const choosePerson = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('person');
      else next.set('person', String(id));
      return next;
    });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {text ? SEARCH_TEXTS.resultsTitle(text) : SEARCH_TEXTS.pageTitle}
        </Typography>
        {text && <PersonFilter kindredId={kindredId} onChange={choosePerson} />}
      </Stack>
      {text ? (
        <Results text={text} kindredId={kindredId} />
      ) : (
        <Stack spacing={1}>
          <Typography>{SEARCH_TEXTS.emptyQuery}</Typography>
          <Typography color="text.secondary">{SEARCH_TEXTS.syntaxHelp}</Typography>
        </Stack>
      )}
    </Container>
  );
}
