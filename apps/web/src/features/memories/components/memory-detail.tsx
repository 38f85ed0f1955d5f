import { useId, useState, type ReactNode } from 'react';
import { generatePath, Link as RouterLink, useNavigate } from 'react-router';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Event from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@kindred/core/dates';
import { effectiveProcessingStatus, memoryCategory, memoryDisplayTitle } from '@kindred/core/memory';
import { MEMORY_PAGE_TEXTS } from '@kindred/core/memory-flow-texts';
import { MEMORY_ROW_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-request';
import { paths } from '../../../lib/paths';
import { useMemory } from '../api/get-memory';
import { useRetryMemory } from '../api/retry-memory';
import { writtenDay } from '../memory-date';
import { DeleteMemoryDialog } from './delete-memory-dialog';
import { EditMemoryDialog } from './edit-memory-dialog';
import { MemoryKeyDates } from './memory-key-dates';
import { MemoryStatus } from './memory-status';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function NotFound({ kindredPath }: { kindredPath: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {MEMORY_PAGE_TEXTS.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {MEMORY_PAGE_TEXTS.notFoundMessage}
      </Typography>
      <Button component={RouterLink} to={kindredPath} variant="outlined">
        {MEMORY_PAGE_TEXTS.back}
      </Button>
    </Box>
  );
}

type MemoryDetailProps = { kindredId: number; memoryId: number };

/** One memory in full: title, category, date, summary, what was written and its key dates; updates by itself while the AI works. */
export function MemoryDetail({ kindredId, memoryId }: MemoryDetailProps) {
  const memory = useMemory(memoryId);
  const retryMemory = useRetryMemory();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const kindredPath = generatePath(paths.kindred, { kindredId: String(kindredId) });

  if (memory.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <Spinner size="lg" label={MEMORY_PAGE_TEXTS.loading} />
      </Box>
    );
  }
  const isGone = memory.error instanceof ApiError && memory.error.status === 404;
  // A memory asked for under another kindred's address is not there either.
  if (isGone || (memory.data && memory.data.kindredId !== kindredId)) return <NotFound kindredPath={kindredPath} />;
  if (!memory.data) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert
          severity="error"
          action={
            <AppButton variant="secondary" size="small" loading={memory.isFetching} onClick={() => void memory.refetch()}>
              {MEMORY_PAGE_TEXTS.tryAgain}
            </AppButton>
          }
        >
          {MEMORY_PAGE_TEXTS.loadFailed}
        </Alert>
      </Container>
    );
  }

  const current = memory.data;
  const day = writtenDay(current);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={kindredPath} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {MEMORY_PAGE_TEXTS.back}
      </Button>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {memoryDisplayTitle(current)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Typography component="time" dateTime={day} color="text.secondary">
            {MEMORY_ROW_TEXTS.written(formatDisplayDate(day))}
          </Typography>
          <Chip size="small" label={memoryCategory(current)} />
          {current.keyDate && <Chip size="small" variant="outlined" icon={<Event />} label={MEMORY_ROW_TEXTS.keyDate(formatDisplayDate(current.keyDate))} />}
          {current.hasKeyDates && <Chip size="small" color="secondary" variant="outlined" icon={<Event />} label={MEMORY_ROW_TEXTS.keyDatesBadge} />}
        </Box>
        <MemoryStatus status={effectiveProcessingStatus(current)} onRetry={() => retryMemory.mutate(current)} />
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <AppButton variant="secondary" startIcon={<EditOutlined />} onClick={() => setDialog('edit')}>
            {MEMORY_PAGE_TEXTS.edit}
          </AppButton>
          <Button variant="outlined" color="error" startIcon={<DeleteOutlined />} onClick={() => setDialog('delete')}>
            {MEMORY_PAGE_TEXTS.delete}
          </Button>
        </Box>
      </Box>
      {current.fullSummary && (
        <Section title={MEMORY_PAGE_TEXTS.summary}>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{current.fullSummary}</Typography>
        </Section>
      )}
      <Section title={MEMORY_PAGE_TEXTS.rawText}>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{current.rawText}</Typography>
      </Section>
      <Section title={MEMORY_PAGE_TEXTS.keyDates}>
        <MemoryKeyDates memoryId={current.id} />
      </Section>
      {dialog === 'edit' && <EditMemoryDialog memory={current} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteMemoryDialog memory={current} onClose={() => setDialog(null)} onDeleted={() => void navigate(kindredPath)} />
      )}
    </Container>
  );
}
