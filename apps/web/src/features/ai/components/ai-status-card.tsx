import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AI_PROVIDER_NAMES, AI_TEST_TEXTS as TEXTS } from '@kindred/core/ai-texts';
import { RetryAlert } from '../../../components/retry-alert';
import { Spinner } from '../../../components/spinner';
import { useAiStatus } from '../api/get-ai-status';

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </>
  );
}

/** Which engine, provider and model the server answers with; the built-in engine has no provider or model to name. */
export function AiStatusCard() {
  const status = useAiStatus();
  if (status.isPending) return <Spinner size="sm" label={TEXTS.loading} />;
  if (status.isError) {
    return <RetryAlert message={TEXTS.statusFailed} retryLabel={TEXTS.retry} isRetrying={status.isFetching} onRetry={() => void status.refetch()} />;
  }
  const { engine, provider, model } = status.data;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      <Fact term={TEXTS.engine} value={engine === 'builtin' ? TEXTS.builtin : TEXTS.llm} />
      {engine === 'llm' && (
        <>
          <Fact term={TEXTS.provider} value={AI_PROVIDER_NAMES[provider] ?? provider} />
          <Fact term={TEXTS.model} value={model ?? TEXTS.defaultModel} />
        </>
      )}
    </Box>
  );
}
