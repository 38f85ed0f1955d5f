import { PagePlaceholder } from '../layout/page-placeholder';

export default function VerifyEmailRoute() {
  return (
    <PagePlaceholder
      title="Verify your e-mail"
      description="After signing up, this is where you will confirm your e-mail address or ask for a new verification link."
    />
  );
}
