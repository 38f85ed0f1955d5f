import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NarrowPage } from '../../components/narrow-page';
import { AUTH_TEXTS, SignupForm, type VerifyEmailState } from '../../features/auth';
import { useSession } from '../../lib/auth/use-session';
import { paths, staticPages } from '../../lib/paths';

export default function SignupRoute() {
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  if (isSignedIn) return <Navigate to={paths.dashboard} replace />;

  const handleSignedUp = (email: string) => {
    const state: VerifyEmailState = { email, justSignedUp: true };
    void navigate(paths.verifyEmail, { state });
  };

  return (
    <NarrowPage title={AUTH_TEXTS.signUpTitle} subtitle={AUTH_TEXTS.signUpSubtitle}>
      <SignupForm onSignedUp={handleSignedUp} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        By creating an account you agree to our <Link href={staticPages.termsOfService}>Terms of Service</Link> and{' '}
        <Link href={staticPages.privacyPolicy}>Privacy Policy</Link>.
      </Typography>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {AUTH_TEXTS.haveAccount}{' '}
        <Link component={RouterLink} to={paths.login}>
          {AUTH_TEXTS.signInLink}
        </Link>
      </Typography>
    </NarrowPage>
  );
}
