import { PagePlaceholder } from '../layout/page-placeholder';

export default function ProfileRoute() {
  return (
    <PagePlaceholder
      title="Profile settings"
      description="Your account, password, subscription and data export will be managed here."
    />
  );
}
