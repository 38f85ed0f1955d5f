import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { deleteAccountFormSchema, type User } from '@kindred/core/user';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { useDeleteAccount } from '../api/delete-account';
import { PasswordField } from './password-field';

/** Deletes the account for good, after the user types their e-mail (and password, if the account has one). */
export function DeleteAccount({ user }: { user: User }) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteAccount = useDeleteAccount();
  const { formRef, ...form } = useAppForm(deleteAccountFormSchema(user), { defaultValues: { confirmEmail: '', password: '' } });
  const titleId = useId();

  const handleClose = () => {
    if (!deleteAccount.isPending) setIsOpen(false);
  };

  const handleSubmit = form.submit(({ confirmEmail, password }) => {
    const input = user.hasPassword ? { password, confirmEmail } : { confirmEmail };
    deleteAccount.mutate(input, { onError: (error) => form.showServerError(error) });
  });

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Deleting your account removes your kindreds, memories and key dates for good.
      </Typography>
      <AppButton variant="danger" onClick={() => setIsOpen(true)}>
        Delete account
      </AppButton>
      <Dialog open={isOpen} onClose={handleClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
          <DialogTitle id={titleId}>Delete your account?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>
              This permanently deletes your account and everything in it. It cannot be undone.
            </DialogContentText>
            <DialogContentText>
              To confirm, type <strong>{user.email}</strong>
              {user.hasPassword ? ' and your password.' : '.'}
            </DialogContentText>
            <FormError message={form.formError} />
            <FormTextField
              control={form.control}
              name="confirmEmail"
              label="Your e-mail address"
              autoComplete="off"
              required
              fullWidth
              margin="normal"
            />
            {user.hasPassword && (
              <FormTextField
                control={form.control}
                name="password"
                component={PasswordField}
                label="Password"
                autoComplete="current-password"
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
