import { useSearchParams } from 'react-router';
import { NarrowPage } from '../../components/narrow-page';
import { AUTH_TEXTS, SingleSignOnReturn } from '../../features/auth';

export default function OAuthCallbackRoute() {
  const [params] = useSearchParams();
  return (
    <NarrowPage title={AUTH_TEXTS.signInTitle}>
      <SingleSignOnReturn params={params} />
    </NarrowPage>
  );
}
