import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { aiTestRequestSchema } from '@kindred/core/ai';
import { AI_TEST_TEXTS as TEXTS } from '@kindred/core/ai-texts';
import { AI_TEST_PROMPT_MAX_LENGTH } from '@kindred/core/constants';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { ApiError, describeError } from '../../../lib/api-request';
import { useSendTestPrompt } from '../api/send-test-prompt';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return TEXTS.rateLimited;
  return describeError(error, TEXTS.failed);
}

/** A prompt sent to the configured AI as the signed-in user, with its answer and how long it took. */
export function TestPromptForm() {
  const send = useSendTestPrompt();
  const form = useAppForm(aiTestRequestSchema, { defaultValues: { prompt: '' } });
  const answerId = useId();
  const prompt = form.watch('prompt');
  // Send stays disabled until there is something to send, so the form never shows a message of its own.
  const isBlank = prompt.trim() === '';

  const handleSubmit = form.submit((input) => send.mutate(input));

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <FormTextField
        control={form.control}
        name="prompt"
        label={TEXTS.prompt}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: AI_TEST_PROMPT_MAX_LENGTH } }}
        helperText={`${prompt.length} / ${AI_TEST_PROMPT_MAX_LENGTH}`}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <AppButton type="submit" disabled={isBlank} loading={send.isPending}>
          {TEXTS.send}
        </AppButton>
      </Box>
      <Box aria-live="polite" sx={{ mt: 3 }}>
        {send.isPending && <Typography color="text.secondary">{`${TEXTS.waiting}...`}</Typography>}
        {send.isError && <FormError message={failureMessage(send.error)} />}
        {send.isSuccess && (
          <Paper variant="outlined" component="section" aria-labelledby={answerId} sx={{ p: 2.5 }}>
            <Typography id={answerId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {TEXTS.answer}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', my: 1 }}>{send.data.text}</Typography>
            <Typography variant="body2" color="text.secondary">
              {TEXTS.elapsed(send.data.elapsedMs)}
            </Typography>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
