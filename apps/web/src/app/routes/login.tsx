import { PagePlaceholder } from '../layout/page-placeholder';

export default function LoginRoute() {
  return (
    <PagePlaceholder
      title="Sign in"
      description="Signing in to your Kindred account is on its way. Soon you will pick up right where you left off with the people who matter to you."
    />
  );
}
