import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { normalizeSearchQuery } from '@kindred/core/validation';
import { Spinner } from '../../components/spinner';
import { searchMemoriesQueryOptions, SearchResultItem } from '../../features/search';

function Results({ text }: { text: string }) {
  const search = useQuery(searchMemoriesQueryOptions(text));
  if (search.isPending) return <Spinner label="Searching memories" />;
  if (search.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void search.refetch()}>Try again</Button>}>
        {search.error.message}
      </Alert>
    );
  }
  if (search.data.length === 0) return <Typography role="status">No memories match “{text}”.</Typography>;
  return (
    <>
      <Typography role="status" color="text.secondary">
        {search.data.length === 1 ? '1 memory' : `${search.data.length} memories`} found
      </Typography>
      <List aria-label="Search results">
        {search.data.map((result) => (
          <SearchResultItem key={result.id} result={result} />
        ))}
      </List>
    </>
  );
}

/** /search?q=: the signed-in user's memories that contain the words, newest first. */
export default function SearchRoute() {
  const [params] = useSearchParams();
  const text = normalizeSearchQuery(params.get('q'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {text ? `Results for “${text}”` : 'Search memories'}
      </Typography>
      {text ? <Results text={text} /> : <Typography>Type a word or a name in the search box to find a memory.</Typography>}
    </Container>
  );
}
