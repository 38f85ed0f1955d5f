import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { resetPasswordRequestSchema } from '@kindred/core/auth';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { useAppForm } from '../../../components/form/use-app-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AUTH_TEXTS } from '../texts';
import { EmailField } from '../../../components/form/email-field';

/** Asks for a reset link by e-mail; the answer never reveals whether the account exists. */
export function ResetRequestForm() {
  const requestReset = useRequestPasswordReset();
  const { formRef, ...form } = useAppForm(resetPasswordRequestSchema, { defaultValues: { email: '' } });

  const handleSubmit = form.submit(({ email }) => {
    requestReset.mutate(email, { onError: (error) => form.showServerError(error) });
  });

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
      <Box role="status" aria-live="polite">
        {requestReset.isSuccess && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {requestReset.data.message}
          </Alert>
        )}
      </Box>
      <FormError message={form.formError} />
      <EmailField control={form.control} name="email" label={AUTH_TEXTS.emailLabel} />
      <AppButton type="submit" size="large" fullWidth loading={requestReset.isPending} sx={{ mt: 2 }}>
        {AUTH_TEXTS.resetButton}
      </AppButton>
    </Box>
  );
}
