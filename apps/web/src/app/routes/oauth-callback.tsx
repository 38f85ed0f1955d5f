import { useSearchParams } from 'react-router';
import { NarrowPage } from '../../components/narrow-page';
import { SingleSignOnReturn } from '../../features/auth/components/single-sign-on-return';
import { AUTH_TEXTS } from '../../features/auth/texts';

export default function OAuthCallbackRoute() {
  const [params] = useSearchParams();
  return (
    <NarrowPage title={AUTH_TEXTS.signInTitle}>
      <SingleSignOnReturn params={params} />
    </NarrowPage>
  );
}
