import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NarrowPage } from '../../components/narrow-page';
import { useClientConfig } from '../../features/config';
import { AUTH_TEXTS, landingPathFor, LoginForm, SingleSignOnButton, type VerifyEmailState } from '../../features/auth';
import { useSession } from '../../lib/auth/use-session';
import { paths } from '../../lib/paths';
import { safeRedirectPath } from '../../lib/redirects';
import { readTabValue } from '../../lib/tab-storage';
import { SESSION_STORAGE_KEYS } from '@kindred/core/constants';

export default function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, isSignedIn } = useSession();
  const { data: config } = useClientConfig();
  const preserveUser = params.get('preserveUser') === 'true';
  // Spec §8: after a search-related expiry the search is picked up again, even from a bare link to this page.
  const redirect = safeRedirectPath(params.get('redirect')) ?? (preserveUser ? safeRedirectPath(readTabValue(SESSION_STORAGE_KEYS.lastSearchPath)) : null);

  // Signing in succeeded (or someone signed in arrived here): go where they were headed.
  if (isSignedIn && user) return <Navigate to={redirect ?? landingPathFor(user)} replace />;

  const handleUnverified = (email: string) => {
    const state: VerifyEmailState = { email };
    void navigate(paths.verifyEmail, { state });
  };

  return (
    <NarrowPage title={AUTH_TEXTS.signInTitle} subtitle={AUTH_TEXTS.signInSubtitle}>
      {redirect && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {preserveUser ? AUTH_TEXTS.sessionEnded : AUTH_TEXTS.signInPrompt}
        </Alert>
      )}
      <LoginForm initialEmail={preserveUser ? user?.email : undefined} onUnverified={handleUnverified} />
      {config?.oidcEnabled && (
        <>
          <Divider sx={{ my: 3 }}>or</Divider>
          <SingleSignOnButton />
        </>
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {AUTH_TEXTS.noAccount}{' '}
        <Link component={RouterLink} to={paths.signup}>
          {AUTH_TEXTS.signUpLink}
        </Link>
      </Typography>
    </NarrowPage>
  );
}
