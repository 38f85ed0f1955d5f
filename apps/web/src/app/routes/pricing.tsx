import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PLUS_PRICE_LABEL, TRIAL_LENGTH_DAYS } from '@kindred/core/constants';
import { PagePlaceholder } from '../layout/page-placeholder';

export default function PricingRoute() {
  return (
    <PagePlaceholder
      title="Plans and pricing"
      description="Checkout is not open yet. Here is the plan we are preparing, so you know what to expect."
    >
      <Card variant="outlined" sx={{ mb: 2, textAlign: 'left' }}>
        <CardContent>
          <Typography variant="overline" color="secondary">
            Kindred Plus
          </Typography>
          <Typography variant="h4" component="p" gutterBottom>
            {PLUS_PRICE_LABEL}
          </Typography>
          <Typography color="text.secondary">
            {`Start with a ${TRIAL_LENGTH_DAYS}-day free trial of everything. Afterwards, Plus keeps your memories, key dates and AI help going. Your data stays yours either way.`}
          </Typography>
        </CardContent>
      </Card>
    </PagePlaceholder>
  );
}
