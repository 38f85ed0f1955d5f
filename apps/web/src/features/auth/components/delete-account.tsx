import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { requiredMessage } from '@kindred/core/validation';
import type { User } from '@kindred/core/user';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { useFocusFirstInvalid } from '../../../components/form/use-focus-first-invalid';
import { describeError } from '../../../lib/api-request';
import { fieldErrorsOf, hasFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useDeleteAccount } from '../api/delete-account';
import { PasswordField } from './password-field';

const CONFIRM_MISMATCH = 'Type your e-mail address exactly as shown above';

/** Deletes the account for good, after the user types their e-mail (and password, if the account has one). */
export function DeleteAccount({ user }: { user: User }) {
  const [isOpen, setIsOpen] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const deleteAccount = useDeleteAccount();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const titleId = useId();

  const handleClose = () => {
    if (!deleteAccount.isPending) setIsOpen(false);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const isConfirmed = confirmEmail.trim().toLowerCase() === user.email.toLowerCase();
    const found = {
      confirmEmail: isConfirmed ? undefined : CONFIRM_MISMATCH,
      password: user.hasPassword && password === '' ? requiredMessage('password') : undefined,
    };
    setErrors(found);
    if (hasFieldErrors(found)) {
      focusFirstInvalid();
      return;
    }
    const input = user.hasPassword ? { password, confirmEmail: confirmEmail.trim() } : { confirmEmail: confirmEmail.trim() };
    deleteAccount.mutate(input, {
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        focusFirstInvalid();
      },
    });
  };

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Deleting your account removes your kindreds, memories and key dates for good.
      </Typography>
      <AppButton variant="danger" onClick={() => setIsOpen(true)}>
        Delete account
      </AppButton>
      <Dialog open={isOpen} onClose={handleClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <Box component="form" noValidate onSubmit={handleSubmit}>
          <DialogTitle id={titleId}>Delete your account?</DialogTitle>
          <DialogContent ref={formRef}>
            <DialogContentText sx={{ mb: 1 }}>
              This permanently deletes your account and everything in it. It cannot be undone.
            </DialogContentText>
            <DialogContentText>
              To confirm, type <strong>{user.email}</strong>
              {user.hasPassword ? ' and your password.' : '.'}
            </DialogContentText>
            <FormError message={deleteAccount.isError && !hasFieldErrors(errors) ? describeError(deleteAccount.error) : null} />
            <TextField
              label="Your e-mail address"
              autoComplete="off"
              value={confirmEmail}
              onChange={(event) => setConfirmEmail(event.target.value)}
              error={Boolean(errors.confirmEmail)}
              helperText={errors.confirmEmail}
              required
              fullWidth
              margin="normal"
            />
            {user.hasPassword && (
              <PasswordField
                label="Password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={Boolean(errors.password)}
                helperText={errors.password}
                required
                fullWidth
                margin="normal"
              />
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <AppButton variant="secondary" onClick={handleClose} disabled={deleteAccount.isPending}>
              Cancel
            </AppButton>
            <AppButton type="submit" variant="danger" loading={deleteAccount.isPending}>
              Delete my account
            </AppButton>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
