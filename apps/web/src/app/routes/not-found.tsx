import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import { NOT_FOUND_TEXTS } from '@kindred/core/ui-texts';
import { useSession } from '../../lib/auth/use-session';
import { paths } from '../../lib/paths';

/** Any unknown path; a signed-in person is sent back to their dashboard, not the marketing home page. */
export default function NotFoundRoute() {
  const { isSignedIn } = useSession();
  return (
    <Container component="section" maxWidth="sm" aria-labelledby="not-found-title" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <TravelExploreOutlined color="primary" sx={{ fontSize: 64, mb: 2 }} aria-hidden />
      <Typography id="not-found-title" variant="h4" component="h1" gutterBottom>
        {NOT_FOUND_TEXTS.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {NOT_FOUND_TEXTS.message}
      </Typography>
      <Button component={RouterLink} to={isSignedIn ? paths.dashboard : paths.home} variant="contained">
        {isSignedIn ? NOT_FOUND_TEXTS.toDashboard : NOT_FOUND_TEXTS.toHome}
      </Button>
    </Container>
  );
}
