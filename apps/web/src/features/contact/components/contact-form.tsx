import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SENT_MESSAGE, contactRequestSchema } from '@kindred/core/contact';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { ApiError, describeError } from '../../../lib/api-request';
import { useSession } from '../../../lib/auth/use-session';
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
  const send = useSendContactMessage();
  const { formRef, ...form } = useAppForm(contactRequestSchema, { defaultValues: { name: '', email: user?.email ?? '', message: '' } });

  const handleSubmit = form.submit((contact) => {
    send.mutate(contact, {
      onSuccess: () => form.resetField('message'),
      onError: (error) => form.showServerError(error, failureMessage(error)),
    });
  });

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
      <Box role="status" aria-live="polite">
        {send.isSuccess && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {CONTACT_SENT_MESSAGE}
          </Alert>
        )}
      </Box>
      <FormError message={form.formError} />
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        autoComplete="name"
        required
        fullWidth
        margin="normal"
      />
      <EmailField control={form.control} name="email" label="Email" />
      <FormTextField
        control={form.control}
        name="message"
        label="Message"
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
