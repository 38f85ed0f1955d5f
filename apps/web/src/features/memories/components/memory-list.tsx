import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Memory } from '@kindred/core/memory';
import { MEMORY_LIST_TEXTS } from '@kindred/core/memory-flow-texts';
import { KINDRED_PAGE_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import { Spinner } from '../../../components/spinner';
import { useKindredMemories } from '../api/get-kindred-memories';
import { useRetryMemory } from '../api/retry-memory';
import { DeleteMemoryDialog } from './delete-memory-dialog';
import { EditMemoryDialog } from './edit-memory-dialog';
import { MemoryRow } from './memory-row';

type MemoryListProps = { kindredId: number; kindredName: string };

/** A kindred's memories, newest first, that update by themselves while the AI works on them. */
export function MemoryList({ kindredId, kindredName }: MemoryListProps) {
  const memories = useKindredMemories(kindredId);
  const retryMemory = useRetryMemory();
  const [editing, setEditing] = useState<Memory | null>(null);
  const [deleting, setDeleting] = useState<Memory | null>(null);

  if (memories.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <Spinner label={MEMORY_LIST_TEXTS.loading} />
      </Box>
    );
  }
  if (memories.isError) {
    return (
      <Alert
        severity="error"
        action={
          <AppButton variant="secondary" size="small" loading={memories.isFetching} onClick={() => void memories.refetch()}>
            {MEMORY_LIST_TEXTS.tryAgain}
          </AppButton>
        }
      >
        {MEMORY_LIST_TEXTS.loadFailed}
      </Alert>
    );
  }

  const items = memories.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Typography color="text.secondary">{KINDRED_PAGE_TEXTS.noMemories}</Typography>;

  return (
    <Box>
      <Stack component="ul" aria-label={MEMORY_LIST_TEXTS.listLabel(kindredName)} spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((memory) => (
          <li key={memory.id}>
            <MemoryRow
              memory={memory}
              onEdit={() => setEditing(memory)}
              onDelete={() => setDeleting(memory)}
              onRetry={() => retryMemory.mutate(memory)}
            />
          </li>
        ))}
      </Stack>
      {memories.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <AppButton variant="secondary" loading={memories.isFetchingNextPage} onClick={() => void memories.fetchNextPage()}>
            {MEMORY_LIST_TEXTS.loadMore}
          </AppButton>
        </Box>
      )}
      {editing && <EditMemoryDialog memory={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteMemoryDialog memory={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}
