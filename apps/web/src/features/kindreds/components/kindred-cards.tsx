import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { DASHBOARD_TEXTS } from '@kindred/core/kindred-texts';
import { AppButton } from '../../../components/app-button';
import { useKindreds } from '../api/get-kindreds';
import { KindredCard } from './kindred-card';
import { RetryAlert } from '../../../components/retry-alert';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' } as const;
const SKELETON_CARDS = 3;

function LoadingCards() {
  return (
    <Box role="status" aria-label={DASHBOARD_TEXTS.loadingPeople} sx={GRID}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={148} />
      ))}
    </Box>
  );
}

function EmptyState({ onAddFirst }: { onAddFirst: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderStyle: 'dashed' }}>
      <PeopleOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="h3" gutterBottom>
        {DASHBOARD_TEXTS.emptyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 420, mx: 'auto' }}>
        {DASHBOARD_TEXTS.emptyMessage}
      </Typography>
      <AppButton onClick={onAddFirst}>{DASHBOARD_TEXTS.addFirst}</AppButton>
    </Paper>
  );
}

/** The dashboard's people: skeletons while loading, a retry on failure, an invitation when there is nobody yet. */
export function KindredCards({ onAddFirst }: { onAddFirst: () => void }) {
  const kindreds = useKindreds();

  if (kindreds.isPending) return <LoadingCards />;
  if (kindreds.isError) {
    return (
      <RetryAlert
        message={DASHBOARD_TEXTS.peopleFailed}
        retryLabel={DASHBOARD_TEXTS.retry}
        isRetrying={kindreds.isFetching}
        onRetry={() => void kindreds.refetch()}
      />
    );
  }
  if (kindreds.data.length === 0) return <EmptyState onAddFirst={onAddFirst} />;
  return (
    <Box component="ul" sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
      {kindreds.data.map((kindred) => (
        <li key={kindred.id}>
          <KindredCard kindred={kindred} />
        </li>
      ))}
    </Box>
  );
}
