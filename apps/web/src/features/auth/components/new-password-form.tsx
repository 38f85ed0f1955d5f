import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { validatePassword } from '@kindred/core/validation';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { useFocusFirstInvalid } from '../../../components/form/use-focus-first-invalid';
import { ApiError, describeError } from '../../../lib/api-request';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { AUTH_TEXTS } from '../texts';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

/** Sets a new password from a reset link's token; then points to sign in, or to a new link if this one is spent. */
export function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const completeReset = useCompletePasswordReset();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePassword(password) ?? undefined;
    setPasswordError(problem);
    if (problem) {
      focusFirstInvalid();
      return;
    }
    completeReset.mutate(
      { token, password },
      {
        onError: (error) => {
          setPasswordError(fieldErrorsOf(error).password);
          focusFirstInvalid();
        },
      },
    );
  };

  if (completeReset.isSuccess) {
    return (
      <Box role="status">
        <Alert severity="success" sx={{ mb: 3 }}>
          {completeReset.data.message}
        </Alert>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
          {AUTH_TEXTS.signInLink}
        </Button>
      </Box>
    );
  }

  const error = completeReset.error;
  if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
    return (
      <>
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          <AlertTitle>{error.message}</AlertTitle>
          {AUTH_TEXTS.resetLinkFailedHelp}
        </Alert>
        <Button component={RouterLink} to={paths.resetPassword} variant="contained" size="large" fullWidth>
          {AUTH_TEXTS.requestNewLink}
        </Button>
      </>
    );
  }

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
      <FormError message={completeReset.isError && !passwordError ? describeError(error) : null} />
      <PasswordField
        label={AUTH_TEXTS.newPasswordLabel}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(passwordError)}
        helperText={passwordError}
        required
        fullWidth
        margin="normal"
      />
      <PasswordChecklist password={password} />
      <AppButton type="submit" size="large" fullWidth loading={completeReset.isPending}>
        {AUTH_TEXTS.newPasswordButton}
      </AppButton>
    </Box>
  );
}
