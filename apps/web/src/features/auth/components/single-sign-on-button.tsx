import Key from '@mui/icons-material/Key';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { describeError } from '../../../lib/api-request';
import { useStartSingleSignOn } from '../api/start-single-sign-on';
import { AUTH_TEXTS } from '../texts';

/** "Continue with single sign-on": asks the server where the identity provider is, then goes there. */
export function SingleSignOnButton() {
  const start = useStartSingleSignOn();
  return (
    <>
      <FormError message={start.isError ? describeError(start.error) : null} />
      <AppButton
        variant="secondary"
        size="large"
        fullWidth
        startIcon={<Key />}
        // The page stays busy until the browser has left for the provider.
        loading={start.isPending || start.isSuccess}
        onClick={() => start.mutate()}
      >
        {AUTH_TEXTS.sso}
      </AppButton>
    </>
  );
}
