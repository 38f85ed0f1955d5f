import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS } from '@kindred/core/billing';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { Spinner } from '../../../components/spinner';
import { describeError } from '../../../lib/api-request';
import { paths } from '../../../lib/paths';
import { takeRedirectAfterUpgrade } from '../../../lib/redirects';
import { usePayByCard } from '../api/pay-by-card';
import { useCardElement } from '../hooks/use-card-element';

/**
 * The in-page card form (Stripe Elements): pays the first month of Kindred Plus, then returns the
 * person to where the upgrade prompt found them (spec §4.3) as a Plus member. A declined card is
 * said in the form, with the card left as typed, ready for another try. Loaded lazily, with Stripe.js.
 */
export default function CardForm({ publishableKey }: { publishableKey: string }) {
  const titleId = useId();
  const labelId = useId();
  const noteId = useId();
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { state, cardError } = useCardElement(publishableKey, container);
  const pay = usePayByCard({ onPaid: () => void navigate(takeRedirectAfterUpgrade() ?? paths.dashboard, { replace: true }) });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state.status !== 'ready' || pay.isPending) return;
    // Back into the card after a failure, so a keyboard user can correct it or type another at once.
    pay.mutate({ stripe: state.stripe, card: state.card }, { onError: () => state.card.focus() });
  };

  return (
    <Box component="form" noValidate aria-labelledby={titleId} onSubmit={handleSubmit} sx={{ pt: 1 }}>
      <Stack spacing={1.5}>
        <Typography id={titleId} variant="h6" component="h3">
          {BILLING_TEXTS.cardFormTitle}
        </Typography>
        <FormError message={pay.isError ? describeError(pay.error, BILLING_TEXTS.cardFailed) : null} />
        {state.status === 'failed' && (
          <Alert severity="warning" role="alert">
            {BILLING_TEXTS.cardLoadFailed}
          </Alert>
        )}
        <Typography id={labelId} component="span" variant="body2" sx={{ fontWeight: 500 }}>
          {BILLING_TEXTS.cardLabel}
        </Typography>
        <Box
          ref={container}
          role="group"
          aria-labelledby={labelId}
          aria-describedby={noteId}
          aria-busy={state.status === 'loading'}
          sx={{
            minHeight: 44,
            px: 1.5,
            py: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&.StripeElement--focus': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` },
            '&.StripeElement--invalid': { borderColor: 'error.main' },
          }}
        />
        {state.status === 'loading' && <Spinner size="sm" label={BILLING_TEXTS.cardLoading} />}
        {cardError && (
          <Typography role="alert" variant="body2" color="error">
            {cardError}
          </Typography>
        )}
        <Typography id={noteId} variant="caption" color="text.secondary">
          {BILLING_TEXTS.cardFormNote}
        </Typography>
        <AppButton type="submit" variant="accent" size="large" loading={pay.isPending} disabled={state.status !== 'ready'}>
          {pay.isPending ? BILLING_TEXTS.paying : BILLING_TEXTS.pay}
        </AppButton>
      </Stack>
    </Box>
  );
}
