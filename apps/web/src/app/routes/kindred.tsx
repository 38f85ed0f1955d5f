import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUMMARY_TEXTS } from '@kindred/core/ai-texts';
import type { Kindred } from '@kindred/core/kindred';
import { KINDRED_PROFILE_TEXTS } from '@kindred/core/kindred-texts';
import { KINDRED_PAGE_TEXTS } from '@kindred/core/memory-texts';
import { AiPrivacySwitch, GiftIdeasDialog, IceBreakerDialog, SummaryPanel } from '../../features/ai';
import { KindredKeyDates } from '../../features/key-dates';
import { KeepInTouchSelect, KindredActions, KindredHeader, KindredNotFound, useKindred, useUpdateKindred } from '../../features/kindreds';
import { OnDemand } from '../../components/on-demand';
import { RetryAlert } from '../../components/retry-alert';
import { AddMemoryDialog, MemoryList } from '../../features/memories';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-request';
import { useKindredIdParam } from '../../lib/route-ids';

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

type OpenDialog = 'addMemory' | 'iceBreaker' | 'giftIdeas' | null;

function KindredProfile({ kindred }: { kindred: Kindred }) {
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const updateKindred = useUpdateKindred(kindred.id);
  const close = () => setOpenDialog(null);
  const who = { id: kindred.id, name: kindred.name };
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={4}>
        <KindredHeader kindred={kindred} />
        <Stack spacing={2}>
          <KindredActions
            kindredId={kindred.id}
            onAddMemory={() => setOpenDialog('addMemory')}
            onIceBreaker={() => setOpenDialog('iceBreaker')}
            onGiftIdeas={() => setOpenDialog('giftIdeas')}
          />
          <AiPrivacySwitch isPrivate={kindred.privateFromAi} onSave={(privateFromAi) => updateKindred.mutateAsync({ privateFromAi })} />
          <KeepInTouchSelect kindred={kindred} />
        </Stack>
        <ProfileSection title={SUMMARY_TEXTS.heading}>
          <SummaryPanel kindredId={kindred.id} name={kindred.name} />
        </ProfileSection>
        <ProfileSection title={KINDRED_PAGE_TEXTS.memories}>
          <MemoryList kindredId={kindred.id} kindredName={kindred.name} />
        </ProfileSection>
        <ProfileSection title={KINDRED_PAGE_TEXTS.keyDates}>
          <KindredKeyDates kindredId={kindred.id} />
        </ProfileSection>
      </Stack>
      <OnDemand open={openDialog === 'addMemory'}>{(open) => <AddMemoryDialog open={open} kindred={who} onClose={close} />}</OnDemand>
      <OnDemand open={openDialog === 'iceBreaker'}>{(open) => <IceBreakerDialog open={open} kindred={who} onClose={close} />}</OnDemand>
      <OnDemand open={openDialog === 'giftIdeas'}>{(open) => <GiftIdeasDialog open={open} kindred={who} onClose={close} />}</OnDemand>
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
  const kindredId = useKindredIdParam();
  if (kindredId === null) return <KindredNotFound />;
  // Keyed by id: moving to another person starts from a clean page, dialogs closed.
  return <KindredPage key={kindredId} kindredId={kindredId} />;
}
