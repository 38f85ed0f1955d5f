import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { AUTH_MESSAGES, RESEND_COOLDOWN_SECONDS, resendVerificationRequestSchema } from '@kindred/core/auth';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { useAppForm } from '../../../components/form/use-app-form';
import { ApiError } from '../../../lib/api-request';
import { useResendVerification } from '../api/resend-verification';
import { useCountdown } from '../hooks/use-countdown';
import { AUTH_TEXTS } from '../texts';
import { EmailField } from '../../../components/form/email-field';

type ResendVerificationProps = {
  /** The address to send to; without it the form asks for one. */
  email?: string;
  /** A verification e-mail has just been sent, so the first resend waits out the cooldown. */
  justSent?: boolean;
};

/** "Resend verification e-mail", then a RESEND_COOLDOWN_SECONDS countdown before the next one. */
export function ResendVerification({ email: knownEmail, justSent = false }: ResendVerificationProps) {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { secondsLeft, start } = useCountdown(justSent ? RESEND_COOLDOWN_SECONDS : 0);
  const resend = useResendVerification();
  // A known address fills the (then hidden) field, so the one schema checks both cases.
  const { formRef, ...form } = useAppForm(resendVerificationRequestSchema, { defaultValues: { email: knownEmail ?? '' } });

  const handleSubmit = form.submit(({ email }) => {
    setSentMessage(null);
    resend.mutate(email, {
      onSuccess: () => {
        setSentMessage(AUTH_MESSAGES.resendSent);
        start(RESEND_COOLDOWN_SECONDS);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) start(error.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS);
        form.showServerError(error);
      },
    });
  });

  const isCoolingDown = secondsLeft > 0;
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
      <Box role="status" aria-live="polite">
        {sentMessage && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {sentMessage}
          </Alert>
        )}
      </Box>
      <FormError message={form.formError} />
      {!knownEmail && <EmailField control={form.control} name="email" label={AUTH_TEXTS.emailLabel} />}
      <AppButton type="submit" variant="secondary" fullWidth loading={resend.isPending} disabled={isCoolingDown} sx={{ mt: 1 }}>
        {isCoolingDown ? AUTH_TEXTS.resendIn(secondsLeft) : AUTH_TEXTS.resendButton}
      </AppButton>
    </Box>
  );
}
