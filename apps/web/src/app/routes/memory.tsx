import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { MEMORY_PAGE_TEXTS } from '@kindred/core/memory-flow-texts';
import { validateKindredId, validateMemoryId } from '@kindred/core/validation';
import { MemoryDetail } from '../../features/memories';
import { paths } from '../../lib/paths';

type Ids = { kindredId: number; memoryId: number } | { error: string };

/** The ids in the address, or the spec's message for the first bad one (spec §5). */
function readIds(params: { kindredId?: string; memoryId?: string }): Ids {
  try {
    return { kindredId: validateKindredId(params.kindredId), memoryId: validateMemoryId(params.memoryId) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** /kindred/{kindredId}/memory/{memoryId}: one memory in full. */
export default function MemoryRoute() {
  const ids = readIds(useParams());
  if ('error' in ids) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert severity="error" sx={{ mb: 3 }}>
          {ids.error}
        </Alert>
        <Button component={RouterLink} to={paths.dashboard} variant="outlined">
          {MEMORY_PAGE_TEXTS.toDashboard}
        </Button>
      </Container>
    );
  }
  // Keyed by id: moving to another memory starts with fresh dialogs.
  return <MemoryDetail key={ids.memoryId} kindredId={ids.kindredId} memoryId={ids.memoryId} />;
}
