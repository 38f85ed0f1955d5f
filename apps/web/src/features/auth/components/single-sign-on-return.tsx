import { Link as RouterLink, Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../lib/paths';
import { useFinishSingleSignOn } from '../api/finish-single-sign-on';
import { useOnce } from '../hooks/use-once';
import { landingPathFor } from '../landing-path';
import { AUTH_TEXTS } from '../texts';

type SingleSignOnReturnProps = {
  /** The query the provider sent the browser back with: code and state, and iss when it names itself (RFC 9207). */
  params: URLSearchParams;
};

/** The identity provider sent the browser back: trade the code for a session and move on. */
export function SingleSignOnReturn({ params }: SingleSignOnReturnProps) {
  const finish = useFinishSingleSignOn();
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss');
  const hasCode = Boolean(code && state);
  useOnce(`${code}|${state}`, () => {
    if (code && state) finish.mutate({ code, state, ...(iss && { iss }) });
  });

  if (finish.isSuccess) return <Navigate to={landingPathFor(finish.data)} replace />;
  if (hasCode && !finish.isError) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <Spinner size="sm" label={AUTH_TEXTS.ssoFinishing} />
        <Typography>{AUTH_TEXTS.ssoFinishing}</Typography>
      </Box>
    );
  }
  return (
    <>
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        <AlertTitle>{AUTH_TEXTS.ssoFailed}</AlertTitle>
        {AUTH_TEXTS.ssoFailedHelp}
      </Alert>
      <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
        {AUTH_TEXTS.backToSignIn}
      </Button>
    </>
  );
}
