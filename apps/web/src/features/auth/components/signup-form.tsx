import Box from '@mui/material/Box';
import { signupRequestSchema } from '@kindred/core/auth';
import { PASSWORD_RULES } from '@kindred/core/validation';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { serverFieldErrorsOf } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { ApiError } from '../../../lib/api-request';
import { useSignUp } from '../api/sign-up';
import { AUTH_TEXTS } from '../texts';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { EmailField } from '../../../components/form/email-field';

// Where a refusal without field details belongs: a refused password under the password field.
function unclaimedFieldError(error: unknown): { field: 'email' | 'password'; message: string } | null {
  if (!(error instanceof ApiError) || Object.keys(serverFieldErrorsOf(error)).length > 0) return null;
  const isPasswordRule = PASSWORD_RULES.some((rule) => rule.message === error.message);
  return isPasswordRule ? { field: 'password', message: error.message } : null;
}

/** An invitation's token and the address it is for, which the form then fixes. */
export interface SignupInvite {
  token: string;
  email: string;
}

/** E-mail and password sign-up with the live password checklist; reports the e-mail it signed up. */
export function SignupForm({ onSignedUp, invite }: { onSignedUp: (email: string) => void; invite?: SignupInvite | undefined }) {
  const signUp = useSignUp();
  const { formRef, ...form } = useAppForm(signupRequestSchema, {
    defaultValues: { email: invite?.email ?? '', password: '', ...(invite ? { inviteToken: invite.token } : {}) },
  });
  const password = form.watch('password');

  const handleSubmit = form.submit((account) => {
    signUp.mutate(account, {
      onSuccess: (result) => onSignedUp(result.email),
      onError: (error) => {
        const claimed = unclaimedFieldError(error);
        if (claimed) form.showFieldError(claimed.field, claimed.message);
        else form.showServerError(error);
      },
    });
  });

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
      <FormError message={form.formError} />
      <EmailField
        control={form.control}
        name="email"
        label={AUTH_TEXTS.emailLabel}
        readOnly={Boolean(invite)}
        helperText={invite ? AUTH_TEXTS.invitedAddress : undefined}
      />
      <FormTextField
        control={form.control}
        name="password"
        component={PasswordField}
        label={AUTH_TEXTS.passwordLabel}
        autoComplete="new-password"
        required
        fullWidth
        margin="normal"
      />
      <PasswordChecklist password={password} />
      <AppButton type="submit" size="large" fullWidth loading={signUp.isPending}>
        {AUTH_TEXTS.signUpButton}
      </AppButton>
    </Box>
  );
}
