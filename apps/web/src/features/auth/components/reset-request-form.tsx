import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { useFocusFirstInvalid } from '../../../components/form/use-focus-first-invalid';
import { describeError } from '../../../lib/api-request';
import { emailFieldError } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AUTH_TEXTS } from '../texts';
import { EmailField } from '../../../components/form/email-field';

/** Asks for a reset link by e-mail; the answer never reveals whether the account exists. */
export function ResetRequestForm() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const requestReset = useRequestPasswordReset();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailFieldError(email);
    setEmailError(problem);
    if (problem) {
      focusFirstInvalid();
      return;
    }
    requestReset.mutate(email.trim());
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
      <Box role="status" aria-live="polite">
        {requestReset.isSuccess && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {requestReset.data.message}
          </Alert>
        )}
      </Box>
      <FormError message={requestReset.isError ? describeError(requestReset.error) : null} />
      <EmailField label={AUTH_TEXTS.emailLabel} value={email} onChange={setEmail} error={emailError} />
      <AppButton type="submit" size="large" fullWidth loading={requestReset.isPending} sx={{ mt: 2 }}>
        {AUTH_TEXTS.resetButton}
      </AppButton>
    </Box>
  );
}
