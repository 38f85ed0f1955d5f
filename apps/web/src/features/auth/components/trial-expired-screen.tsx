import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassBottom from '@mui/icons-material/HourglassBottom';
import { SESSION_STORAGE_KEYS } from '@kindred/core/constants';
import { AppButton } from '../../../components/app-button';
import { paths } from '../../../lib/paths';
import { writeTabValue } from '../../../lib/tab-storage';
import { TRIAL_EXPIRED_SCREEN_TEXTS as TEXTS } from '@kindred/core/ui-texts';

/** The trial-expired full screen of spec §2.3, in place of a page the expired trial does not allow. */
export function TrialExpiredScreen() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const handleUpgrade = () => {
    writeTabValue(SESSION_STORAGE_KEYS.redirectAfterUpgrade, `${pathname}${search}`);
    void navigate(`${paths.pricing}?trial=expired`);
  };

  return (
    <Container component="section" maxWidth="sm" aria-labelledby="trial-expired-title" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <HourglassBottom color="secondary" sx={{ fontSize: 64, mb: 2 }} aria-hidden />
      <Typography id="trial-expired-title" variant="h4" component="h1" gutterBottom>
        {TEXTS.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {TEXTS.message}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mb: 4 }}>
        <AppButton variant="accent" size="large" onClick={handleUpgrade}>
          {TEXTS.upgrade}
        </AppButton>
        <AppButton variant="secondary" size="large" onClick={() => void navigate(paths.dashboard)}>
          {TEXTS.continueToDashboard}
        </AppButton>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {TEXTS.supportPrompt}{' '}
        <Link component={RouterLink} to={paths.contact}>
          {TEXTS.supportLink}
        </Link>
      </Typography>
    </Container>
  );
}
