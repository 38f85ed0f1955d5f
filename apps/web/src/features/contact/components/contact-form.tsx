import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SENT_MESSAGE } from '@kindred/core/contact';
import { requiredMessage } from '@kindred/core/validation';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { useFocusFirstInvalid } from '../../../components/form/use-focus-first-invalid';
import { ApiError, describeError } from '../../../lib/api-request';
import { useSession } from '../../../lib/auth/use-session';
import { emailFieldError, fieldErrorsOf, hasFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';
import { EmailField } from '../../../components/form/email-field';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    const wait = error.retryAfterSeconds;
    return wait ? `You've sent several messages in a short time. Please try again in ${wait} seconds.` : describeError(error);
  }
  return describeError(error);
}

/** Name, e-mail and message to support (POST /api/contact); the e-mail starts as the signed-in one. */
export function ContactForm() {
  const { user } = useSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(user?.email ?? '');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendContactMessage();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() === '' ? requiredMessage('name') : undefined,
      email: emailFieldError(email),
      message: message.trim() === '' ? requiredMessage('message') : undefined,
    };
    setErrors(found);
    if (hasFieldErrors(found)) {
      focusFirstInvalid();
      return;
    }
    send.mutate(
      { name: name.trim(), email: email.trim(), message: message.trim() },
      {
        onSuccess: () => setMessage(''),
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
        {send.isSuccess && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {CONTACT_SENT_MESSAGE}
          </Alert>
        )}
      </Box>
      <FormError message={send.isError && !hasFieldErrors(errors) ? failureMessage(send.error) : null} />
      <TextField
        label="Name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
        required
        fullWidth
        margin="normal"
      />
      <EmailField label="Email" value={email} onChange={setEmail} error={errors.email} />
      <TextField
        label="Message"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={Boolean(errors.message)}
        helperText={errors.message}
        required
        fullWidth
        margin="normal"
        multiline
        minRows={5}
        slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_MAX_LENGTH } }}
      />
      <AppButton type="submit" size="large" loading={send.isPending} sx={{ mt: 2 }}>
        Send message
      </AppButton>
    </Box>
  );
}
