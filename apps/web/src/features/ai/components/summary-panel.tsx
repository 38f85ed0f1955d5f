import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Refresh from '@mui/icons-material/Refresh';
import type { KindredSummary } from '@kindred/core/ai';
import { SUMMARY_TEXTS as TEXTS } from '@kindred/core/ai-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { RetryAlert } from '../../../components/retry-alert';
import { Spinner } from '../../../components/spinner';
import { describeError } from '../../../lib/api-request';
import { useSummary } from '../api/get-summary';
import { useSummaryGeneration } from '../api/get-summary-status';
import { useRegenerateSummary } from '../api/regenerate-summary';
import { filledLists, SummaryLists } from './summary-lists';

type SummaryPanelProps = { kindredId: number; name: string };

function SummaryContent({ summary, name }: { summary: KindredSummary | null; name: string }) {
  if (summary === null) {
    return (
      <Box sx={{ textAlign: 'center', py: 2 }}>
        <AutoAwesomeOutlined color="secondary" sx={{ fontSize: 40 }} aria-hidden />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {TEXTS.noneTitle}
        </Typography>
        <Typography color="text.secondary">{TEXTS.noneMessage(name)}</Typography>
      </Box>
    );
  }
  if (filledLists(summary.attributes).length === 0) return <Typography color="text.secondary">{TEXTS.emptyMessage(name)}</Typography>;
  return <SummaryLists attributes={summary.attributes} />;
}

/**
 * What Kindred knows about a person (spec §3): the eight lists, when they were written, and
 * Regenerate. While a new summary is being written a note says so, and the new one replaces the
 * old by itself once ready.
 */
export function SummaryPanel({ kindredId, name }: SummaryPanelProps) {
  const summary = useSummary(kindredId);
  const isGenerating = useSummaryGeneration(kindredId, summary.data);
  const regenerate = useRegenerateSummary(kindredId);

  if (summary.isPending) return <Spinner size="sm" label={TEXTS.loading} />;
  if (summary.isError) {
    return <RetryAlert message={TEXTS.loadFailed} retryLabel={TEXTS.retry} isRetrying={summary.isFetching} onRetry={() => void summary.refetch()} />;
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {summary.data && <time dateTime={summary.data.generatedAt}>{TEXTS.updated(summary.data.generatedAt)}</time>}
          </Typography>
          <AppButton
            variant="secondary"
            size="small"
            startIcon={<Refresh />}
            loading={regenerate.isPending}
            disabled={isGenerating}
            onClick={() => regenerate.mutate()}
          >
            {summary.data ? TEXTS.regenerate : TEXTS.generate}
          </AppButton>
        </Stack>
        <Box role="status" aria-live="polite">
          {isGenerating && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>{TEXTS.generating(name)}</Typography>
            </Stack>
          )}
        </Box>
        <FormError message={regenerate.isError ? describeError(regenerate.error, TEXTS.regenerateFailed) : null} />
        <SummaryContent summary={summary.data} name={name} />
      </Stack>
    </Paper>
  );
}
