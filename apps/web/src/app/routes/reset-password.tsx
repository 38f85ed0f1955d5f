import { PagePlaceholder } from '../layout/page-placeholder';

export default function ResetPasswordRoute() {
  return (
    <PagePlaceholder
      title="Reset your password"
      description="Soon you will be able to request a reset link by e-mail and choose a new password here."
    />
  );
}
