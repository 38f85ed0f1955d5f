import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { COACHING_PLAN_TEXTS as TEXTS } from '@kindred/core/ai-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { RetryAlert } from '../../../components/retry-alert';
import { Spinner } from '../../../components/spinner';
import { describeError } from '../../../lib/api-request';
import { useCheckPlanAction } from '../api/check-plan-action';
import { useGenerateCoachingPlan } from '../api/generate-coaching-plan';
import { useCoachingPlan } from '../api/get-coaching-plan';
import { CoachingPlanView } from './coaching-plan-view';

/** A person's coaching plan: generated on request, shown, and regenerated; writing one can take a while with a model. */
export function CoachingPlanPanel({ kindredId }: { kindredId: number }) {
  const plan = useCoachingPlan(kindredId);
  const generate = useGenerateCoachingPlan(kindredId);
  const check = useCheckPlanAction(kindredId);

  if (plan.isPending) return <Spinner label={TEXTS.loading} />;
  if (plan.isError) {
    return <RetryAlert message={TEXTS.loadFailed} retryLabel={TEXTS.retry} isRetrying={plan.isFetching} onRetry={() => void plan.refetch()} />;
  }

  const current = plan.data;
  return (
    <Stack spacing={3}>
      <Box role="status" aria-live="polite">
        {generate.isPending && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{TEXTS.generating}</Typography>
          </Stack>
        )}
      </Box>
      <FormError message={generate.isError ? describeError(generate.error, TEXTS.generateFailed) : null} />
      <FormError message={check.isError ? describeError(check.error, TEXTS.checkFailed) : null} />
      {current === null ? (
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <FlagOutlined color="secondary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="h2" gutterBottom>
            {TEXTS.emptyTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {TEXTS.emptyMessage}
          </Typography>
          <AppButton loading={generate.isPending} onClick={() => generate.mutate()}>
            {TEXTS.generate}
          </AppButton>
        </Box>
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={current.generatedAt}>{TEXTS.generated(current.generatedAt)}</time>
              {` · ${TEXTS.engine[current.engine]}`}
            </Typography>
            <AppButton variant="secondary" size="small" startIcon={<Refresh />} loading={generate.isPending} onClick={() => generate.mutate()}>
              {TEXTS.regenerate}
            </AppButton>
          </Stack>
          <CoachingPlanView
            plan={current.plan}
            checkedActions={current.checkedActions}
            onCheck={(week, actionIndex, done) => check.mutate({ generatedAt: current.generatedAt, week, actionIndex, done })}
          />
        </>
      )}
    </Stack>
  );
}
