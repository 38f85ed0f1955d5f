import { Link as RouterLink, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NarrowPage } from '../../components/narrow-page';
import { AUTH_TEXTS, NewPasswordForm, ResetRequestForm } from '../../features/auth';
import { paths } from '../../lib/paths';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');

  if (token) {
    return (
      <NarrowPage title={AUTH_TEXTS.newPasswordTitle}>
        <NewPasswordForm token={token} />
      </NarrowPage>
    );
  }
  return (
    <NarrowPage title={AUTH_TEXTS.resetTitle} subtitle={AUTH_TEXTS.resetSubtitle}>
      <ResetRequestForm />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login}>
          {AUTH_TEXTS.backToSignIn}
        </Link>
      </Typography>
    </NarrowPage>
  );
}
