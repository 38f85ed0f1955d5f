import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { requiredMessage } from '@kindred/core/validation';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { useFocusFirstInvalid } from '../../../components/form/use-focus-first-invalid';
import { ApiError, describeError } from '../../../lib/api-request';
import { emailFieldError, fieldErrorsOf, hasFieldErrors, type FieldErrors } from '../../../lib/form-errors';
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
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const logIn = useLogIn();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: emailFieldError(email), password: password === '' ? requiredMessage('password') : undefined };
    setErrors(found);
    if (hasFieldErrors(found)) {
      focusFirstInvalid();
      return;
    }
    logIn.mutate(
      { email: email.trim(), password },
      {
        onError: (error) => {
          const unverified = unverifiedEmail(error);
          if (unverified !== null) {
            onUnverified(unverified || email.trim());
            return;
          }
          setErrors(fieldErrorsOf(error));
          focusFirstInvalid();
        },
      },
    );
  };

  const formError = logIn.isError && !hasFieldErrors(errors) ? describeError(logIn.error) : null;

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
      <FormError message={formError} />
      <EmailField label={AUTH_TEXTS.emailLabel} value={email} onChange={setEmail} error={errors.email} />
      <PasswordField
        label={AUTH_TEXTS.passwordLabel}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
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
