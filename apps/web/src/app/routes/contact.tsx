import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useClientConfig } from '../../features/config/api/get-client-config';
import { PagePlaceholder } from '../layout/page-placeholder';
import { staticPages } from '../paths';

export default function ContactRoute() {
  const { data: config } = useClientConfig();
  return (
    <PagePlaceholder
      title="Contact us"
      description="A contact form is on its way. Until then, the Help Center answers the most common questions."
    >
      <Typography sx={{ mb: 1 }}>
        <Link href={staticPages.helpCenter}>Visit the Help Center</Link>
      </Typography>
      {config?.supportEmail && (
        <Typography sx={{ mb: 1 }}>
          Or write to us at <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
        </Typography>
      )}
    </PagePlaceholder>
  );
}
