import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { changePasswordRequestSchema } from '@kindred/core/auth';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { useChangePassword } from '../api/change-password';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

/** Current password plus a new one with the live checklist. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const { formRef, ...form } = useAppForm(changePasswordRequestSchema, { defaultValues: { currentPassword: '', newPassword: '' } });
  const newPassword = form.watch('newPassword');

  const handleSubmit = form.submit((passwords) => {
    changePassword.mutate(passwords, {
      onSuccess: () => form.reset(),
      onError: (error) => form.showServerError(error),
    });
  });

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
      <Box role="status" aria-live="polite">
        {changePassword.isSuccess && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {changePassword.data.message}
          </Alert>
        )}
      </Box>
      <FormError message={form.formError} />
      <FormTextField
        control={form.control}
        name="currentPassword"
        component={PasswordField}
        label="Current password"
        autoComplete="current-password"
        required
        fullWidth
        margin="normal"
      />
      <FormTextField
        control={form.control}
        name="newPassword"
        component={PasswordField}
        label="New password"
        autoComplete="new-password"
        required
        fullWidth
        margin="normal"
      />
      <PasswordChecklist password={newPassword} />
      <AppButton type="submit" loading={changePassword.isPending}>
        Change password
      </AppButton>
    </Box>
  );
}
