import { useCallback, useMemo } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DEFAULT_ERROR_MESSAGES } from '@kindred/core/errors';
import { NarrowPage } from '../../components/narrow-page';
import { Spinner } from '../../components/spinner';
import { AUTH_TEXTS, SignupForm, useInvite, type SignupInvite, type VerifyEmailState } from '../../features/auth';
import { useClientConfig } from '../../features/config';
import { useSession } from '../../lib/auth/use-session';
import { paths, staticPages } from '../../lib/paths';

type SignupGate = { state: 'loading' } | { state: 'closed' | 'invite-only' | 'bad-invite'; message: string } | { state: 'open'; invite?: SignupInvite };

/**
 * What the page offers under the server's REGISTRATION: the form, the form for an invitation, or
 * why not. Until the server's settings arrive it offers the form, as open registration (the
 * default) does: the prerendered page carries it, so a first visit sees the form at once and the
 * app hydrates it instead of building it.
 */
function useSignupGate(): SignupGate {
  const [params] = useSearchParams();
  const token = params.get('invite');
  const config = useClientConfig();
  const mode = config.data?.registration ?? 'open';
  const invite = useInvite(mode === 'invite' ? token : null);
  // An invitation link is never a prerendered page (those have no query): it waits for the settings
  // rather than show the open form first.
  const loading = token !== null && (config.isPending || (mode === 'invite' && invite.isPending));
  const inviteEmail = invite.data?.email;
  // One object per outcome: the page is rendered again only when what it offers changes.
  return useMemo((): SignupGate => {
    if (loading) return { state: 'loading' };
    if (mode === 'closed') return { state: 'closed', message: DEFAULT_ERROR_MESSAGES.REGISTRATION_CLOSED };
    if (mode === 'open') return { state: 'open' };
    if (!token) return { state: 'invite-only', message: AUTH_TEXTS.inviteOnly };
    if (inviteEmail === undefined) return { state: 'bad-invite', message: DEFAULT_ERROR_MESSAGES.INVITE_REQUIRED };
    return { state: 'open', invite: { token, email: inviteEmail } };
  }, [mode, token, loading, inviteEmail]);
}

export default function SignupRoute() {
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const gate = useSignupGate();
  const handleSignedUp = useCallback(
    (email: string) => {
      const state: VerifyEmailState = { email, justSignedUp: true };
      void navigate(paths.verifyEmail, { state });
    },
    [navigate],
  );
  // The server's settings usually arrive after the page has hydrated and change nothing on it: the
  // same element, so React does not render the whole form again, blocking, on a phone.
  const page = useMemo(
    () => (
      <NarrowPage title={AUTH_TEXTS.signUpTitle} subtitle={AUTH_TEXTS.signUpSubtitle}>
        {gate.state === 'loading' && <Spinner label={AUTH_TEXTS.checkingInvite} />}
        {gate.state === 'open' && (
          <>
            <SignupForm onSignedUp={handleSignedUp} invite={gate.invite} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              By creating an account you agree to our <Link href={staticPages.termsOfService}>Terms of Service</Link> and{' '}
              <Link href={staticPages.privacyPolicy}>Privacy Policy</Link>.
            </Typography>
          </>
        )}
        {(gate.state === 'closed' || gate.state === 'invite-only' || gate.state === 'bad-invite') && (
          <Alert severity="info" role="status">
            {gate.message}
          </Alert>
        )}
        <Typography sx={{ mt: 3, textAlign: 'center' }}>
          {AUTH_TEXTS.haveAccount}{' '}
          <Link component={RouterLink} to={paths.login}>
            {AUTH_TEXTS.signInLink}
          </Link>
        </Typography>
      </NarrowPage>
    ),
    [gate, handleSignedUp],
  );
  return isSignedIn ? <Navigate to={paths.dashboard} replace /> : page;
}
