import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { requiredMessage, validatePassword } from '@kindred/core/validation';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { useFocusFirstInvalid } from '../../../components/form/use-focus-first-invalid';
import { describeError } from '../../../lib/api-request';
import { fieldErrorsOf, hasFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

/** Current password plus a new one with the live checklist. */
export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const changePassword = useChangePassword();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      currentPassword: currentPassword === '' ? requiredMessage('current password') : undefined,
      newPassword: validatePassword(newPassword) ?? undefined,
    };
    setErrors(found);
    if (hasFieldErrors(found)) {
      focusFirstInvalid();
      return;
    }
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          focusFirstInvalid();
        },
      },
    );
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
      <Box role="status" aria-live="polite">
        {changePassword.isSuccess && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {changePassword.data.message}
          </Alert>
        )}
      </Box>
      <FormError message={changePassword.isError && !hasFieldErrors(errors) ? describeError(changePassword.error) : null} />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
        error={Boolean(errors.currentPassword)}
        helperText={errors.currentPassword}
        required
        fullWidth
        margin="normal"
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword}
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
