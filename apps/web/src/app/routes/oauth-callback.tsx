import { PagePlaceholder } from '../layout/page-placeholder';

export default function OAuthCallbackRoute() {
  return (
    <PagePlaceholder
      title="Finishing sign-in"
      description="This page completes signing in with an external account. It will be ready together with sign-in."
    />
  );
}
