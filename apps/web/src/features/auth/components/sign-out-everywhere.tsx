import Typography from '@mui/material/Typography';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { describeError } from '../../../lib/api-request';
import { useLogOutEverywhere } from '../api/log-out-everywhere';

/** Ends every session of the account: for a lost phone or a shared computer. */
export function SignOutEverywhere() {
  const logOutEverywhere = useLogOutEverywhere();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Signs you out on every device and browser, including this one.
      </Typography>
      <FormError message={logOutEverywhere.isError ? describeError(logOutEverywhere.error) : null} />
      <AppButton variant="secondary" loading={logOutEverywhere.isPending} onClick={() => logOutEverywhere.mutate()}>
        Sign out everywhere
      </AppButton>
    </>
  );
}
