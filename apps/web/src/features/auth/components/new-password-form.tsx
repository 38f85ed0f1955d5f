import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { completeResetRequestSchema } from '@kindred/core/auth';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { ApiError } from '../../../lib/api-request';
import { paths } from '../../../lib/paths';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { AUTH_TEXTS } from '../texts';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

// The token comes from the link, not from a field.
const newPasswordSchema = completeResetRequestSchema.pick({ password: true });

/** Sets a new password from a reset link's token; then points to sign in, or to a new link if this one is spent. */
export function NewPasswordForm({ token }: { token: string }) {
  const completeReset = useCompletePasswordReset();
  const { formRef, ...form } = useAppForm(newPasswordSchema, { defaultValues: { password: '' } });
  const password = form.watch('password');

  const handleSubmit = form.submit(({ password: newPassword }) => {
    completeReset.mutate({ token, password: newPassword }, { onError: (error) => form.showServerError(error) });
  });

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
      <FormError message={form.formError} />
      <FormTextField
        control={form.control}
        name="password"
        component={PasswordField}
        label={AUTH_TEXTS.newPasswordLabel}
        autoComplete="new-password"
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
