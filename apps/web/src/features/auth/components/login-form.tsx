import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { loginRequestSchema } from '@kindred/core/auth';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { ApiError } from '../../../lib/api-request';
import { paths } from '../../../lib/paths';
import { useLogIn } from '../api/log-in';
import { AUTH_TEXTS } from '../texts';
import { PasswordField } from './password-field';
import { EmailField } from '../../../components/form/email-field';

type LoginFormProps = {
  initialEmail?: string;
  /** The account exists but its e-mail is not verified yet (403 EMAIL_NOT_VERIFIED). */
  onUnverified: (email: string) => void;
};

function unverifiedEmail(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'EMAIL_NOT_VERIFIED') return null;
  const email = (error.details as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
}

/** E-mail and password sign-in. On success the session is stored; the page decides where to go. */
export function LoginForm({ initialEmail = '', onUnverified }: LoginFormProps) {
  const logIn = useLogIn();
  const { formRef, ...form } = useAppForm(loginRequestSchema, { defaultValues: { email: initialEmail, password: '' } });

  const handleSubmit = form.submit((credentials) => {
    logIn.mutate(credentials, {
      onError: (error) => {
        const unverified = unverifiedEmail(error);
        if (unverified !== null) onUnverified(unverified || credentials.email);
        else form.showServerError(error);
      },
    });
  });

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
      <FormError message={form.formError} />
      <EmailField control={form.control} name="email" label={AUTH_TEXTS.emailLabel} />
      <FormTextField
        control={form.control}
        name="password"
        component={PasswordField}
        label={AUTH_TEXTS.passwordLabel}
        autoComplete="current-password"
        required
        fullWidth
        margin="normal"
      />
      <Box sx={{ textAlign: 'right', mb: 3 }}>
        <Link component={RouterLink} to={paths.resetPassword} variant="body2">
          {AUTH_TEXTS.forgotPassword}
        </Link>
      </Box>
      <AppButton type="submit" size="large" fullWidth loading={logIn.isPending}>
        {AUTH_TEXTS.signInButton}
      </AppButton>
    </Box>
  );
}
