import { useId, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Kindred } from '@kindred/core/kindred';
import { KINDRED_PROFILE_TEXTS } from '@kindred/core/kindred-texts';
import { KINDRED_PAGE_TEXTS } from '@kindred/core/memory-texts';
import { validateKindredId } from '@kindred/core/validation';
import { KindredKeyDates } from '../../features/key-dates/components/kindred-key-dates';
import { useKindred } from '../../features/kindreds/api/get-kindred';
import { KindredActions } from '../../features/kindreds/components/kindred-actions';
import { KindredHeader } from '../../features/kindreds/components/kindred-header';
import { KindredNotFound } from '../../features/kindreds/components/kindred-not-found';
import { RetryAlert } from '../../components/retry-alert';
import { AddMemoryDialog } from '../../features/memories/components/add-memory-dialog';
import { MemoryList } from '../../features/memories/components/memory-list';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-request';

/** The route's id as a number, or null for text that is no id ("", "undefined", "7x": spec §5). */
function readKindredId(param: string | undefined): number | null {
  try {
    return validateKindredId(param);
  } catch {
    // Expected for a mistyped address; the page says "not found" rather than failing.
    return null;
  }
}

function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

function KindredProfile({ kindred }: { kindred: Kindred }) {
  const [isAddingMemory, setIsAddingMemory] = useState(false);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={4}>
        <KindredHeader kindred={kindred} />
        <KindredActions kindredId={kindred.id} onAddMemory={() => setIsAddingMemory(true)} />
        <ProfileSection title={KINDRED_PAGE_TEXTS.memories}>
          <MemoryList kindredId={kindred.id} kindredName={kindred.name} />
        </ProfileSection>
        <ProfileSection title={KINDRED_PAGE_TEXTS.keyDates}>
          <KindredKeyDates kindredId={kindred.id} />
        </ProfileSection>
      </Stack>
      <AddMemoryDialog open={isAddingMemory} kindred={{ id: kindred.id, name: kindred.name }} onClose={() => setIsAddingMemory(false)} />
    </Container>
  );
}

function KindredPage({ kindredId }: { kindredId: number }) {
  const kindred = useKindred(kindredId);

  if (kindred.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <Spinner size="lg" label={KINDRED_PROFILE_TEXTS.loading} />
      </Box>
    );
  }
  if (kindred.isError) {
    if (kindred.error instanceof ApiError && kindred.error.status === 404) return <KindredNotFound />;
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <RetryAlert
          message={KINDRED_PROFILE_TEXTS.loadFailed}
          retryLabel={KINDRED_PROFILE_TEXTS.retry}
          isRetrying={kindred.isFetching}
          onRetry={() => void kindred.refetch()}
        />
      </Container>
    );
  }
  return <KindredProfile kindred={kindred.data} />;
}

export default function KindredRoute() {
  const kindredId = readKindredId(useParams().kindredId);
  if (kindredId === null) return <KindredNotFound />;
  // Keyed by id: moving to another person starts from a clean page, dialogs closed.
  return <KindredPage key={kindredId} kindredId={kindredId} />;
}
