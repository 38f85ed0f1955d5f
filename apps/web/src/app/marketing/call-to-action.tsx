import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { paths } from '../../lib/paths';

/** The two next steps every marketing page offers: start the trial, or read about pricing. */
export function CallToAction({ align = 'center' }: { align?: 'center' | 'flex-start' }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: align }}>
      <Button component={RouterLink} to={paths.signup} variant="contained" size="large">
        Start your free trial
      </Button>
      <Button component={RouterLink} to={paths.pricing} variant="outlined" size="large">
        See pricing
      </Button>
    </Stack>
  );
}
