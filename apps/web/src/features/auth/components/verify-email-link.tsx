import { Link as RouterLink, Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Spinner } from '../../../components/spinner';
import { ApiError, describeError } from '../../../lib/api-request';
import { paths } from '../../../lib/paths';
import { useVerifyEmailLink } from '../api/verify-email';
import { useOnce } from '../hooks/use-once';
import { landingPathFor } from '../landing-path';
import { AUTH_TEXTS } from '../texts';
import { ResendVerification } from './resend-verification';

/** Opens the e-mailed link: verifies, signs in and moves on; an expired or used link offers a new one. */
export function VerifyEmailLink({ token }: { token: string }) {
  const verify = useVerifyEmailLink();
  useOnce(token, () => verify.mutate(token));

  if (verify.isSuccess) return <Navigate to={landingPathFor(verify.data)} replace />;
  if (!verify.isError) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <Spinner size="sm" label={AUTH_TEXTS.verifying} />
        <Typography>{AUTH_TEXTS.verifying}</Typography>
      </Box>
    );
  }

  const isSpentLink = verify.error instanceof ApiError && verify.error.code === 'INVALID_TOKEN';
  return (
    <>
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        <AlertTitle>{isSpentLink ? AUTH_TEXTS.verifyLinkFailed : describeError(verify.error)}</AlertTitle>
        {AUTH_TEXTS.verifyLinkFailedHelp}
      </Alert>
      <ResendVerification />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login}>
          {AUTH_TEXTS.backToSignIn}
        </Link>
      </Typography>
    </>
  );
}
