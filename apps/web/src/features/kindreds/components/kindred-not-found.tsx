import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { KINDRED_PROFILE_TEXTS } from '@kindred/core/kindred-texts';
import { NOT_FOUND_TEXTS } from '@kindred/core/ui-texts';
import { paths } from '../../../lib/paths';

/** A kindred id that is malformed, deleted or someone else's: the app's not-found page, pointing home to the dashboard. */
export function KindredNotFound() {
  return (
    <Container component="section" maxWidth="sm" aria-labelledby="kindred-not-found-title" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PersonSearchOutlined color="primary" sx={{ fontSize: 64, mb: 2 }} aria-hidden />
      <Typography id="kindred-not-found-title" variant="h4" component="h1" gutterBottom>
        {NOT_FOUND_TEXTS.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {NOT_FOUND_TEXTS.message}
      </Typography>
      <Button component={RouterLink} to={paths.dashboard} variant="contained">
        {KINDRED_PROFILE_TEXTS.backToDashboard}
      </Button>
    </Container>
  );
}
