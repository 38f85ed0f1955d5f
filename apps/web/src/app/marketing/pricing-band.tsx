import Typography from '@mui/material/Typography';
import { PLUS_PRICE_LABEL, TRIAL_LENGTH_DAYS } from '@kindred/core/constants';
import { CallToAction } from './call-to-action';
import { Section } from './section';

/** The offer: a free trial, then one simple paid plan. */
export function PricingBand() {
  return (
    <Section title={`Try everything free for ${TRIAL_LENGTH_DAYS} days`} tinted>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
        Every feature is yours during the trial. Afterwards, Kindred Plus is{' '}
        <Typography component="strong" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {PLUS_PRICE_LABEL}
        </Typography>
        .
      </Typography>
      <CallToAction />
    </Section>
  );
}
