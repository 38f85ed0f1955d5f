import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NarrowPage } from '../../components/narrow-page';
import { AUTH_TEXTS, readVerifyEmailState, ResendVerification, VerifyEmailLink } from '../../features/auth';
import { paths } from '../../lib/paths';

export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const token = params.get('token');
  const { email, fromProtected, justSignedUp } = readVerifyEmailState(state);

  if (token) {
    return (
      <NarrowPage title={AUTH_TEXTS.verifyTitle}>
        <VerifyEmailLink token={token} />
      </NarrowPage>
    );
  }

  return (
    <NarrowPage title={AUTH_TEXTS.verifyTitle}>
      {fromProtected && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {AUTH_TEXTS.verifyFromProtected}
        </Alert>
      )}
      {email ? (
        <>
          <Typography gutterBottom>
            {AUTH_TEXTS.verifySentTo} <strong>{email}</strong>.
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {AUTH_TEXTS.verifyInstructions}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {AUTH_TEXTS.verifyNoEmail}
        </Typography>
      )}
      <ResendVerification email={email} justSent={justSignedUp} />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login}>
          {AUTH_TEXTS.backToSignIn}
        </Link>
      </Typography>
    </NarrowPage>
  );
}
