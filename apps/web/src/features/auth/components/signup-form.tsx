import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { PASSWORD_RULES, validatePassword } from '@kindred/core/validation';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { useFocusFirstInvalid } from '../../../components/form/use-focus-first-invalid';
import { ApiError, describeError } from '../../../lib/api-request';
import { emailFieldError, fieldErrorsOf, hasFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useSignUp } from '../api/sign-up';
import { AUTH_TEXTS } from '../texts';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { EmailField } from '../../../components/form/email-field';

// Where the server's answer belongs: a taken e-mail under the e-mail, a refused password under it.
function serverFieldErrors(error: unknown): FieldErrors {
  if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') return { email: error.message };
  const fields = fieldErrorsOf(error);
  if (hasFieldErrors(fields)) return fields;
  const isPasswordRule = error instanceof ApiError && PASSWORD_RULES.some((rule) => rule.message === error.message);
  return isPasswordRule ? { password: error.message } : {};
}

/** E-mail and password sign-up with the live password checklist; reports the e-mail it signed up. */
export function SignupForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const signUp = useSignUp();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: emailFieldError(email), password: validatePassword(password) ?? undefined };
    setErrors(found);
    if (hasFieldErrors(found)) {
      focusFirstInvalid();
      return;
    }
    signUp.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (result) => onSignedUp(result.email),
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          focusFirstInvalid();
        },
      },
    );
  };

  const formError = signUp.isError && !hasFieldErrors(errors) ? describeError(signUp.error) : null;

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
      <FormError message={formError} />
      <EmailField label={AUTH_TEXTS.emailLabel} value={email} onChange={setEmail} error={errors.email} />
      <PasswordField
        label={AUTH_TEXTS.passwordLabel}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
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
