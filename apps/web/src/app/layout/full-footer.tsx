import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME, TAGLINE } from '@kindred/core/constants';
import { FOOTER_LABELS } from '@kindred/core/ui-texts';
import { useClientConfig } from '../../features/config';
import { paths, staticPages } from '../../lib/paths';
import { Copyright } from './copyright';

type FooterLink = { label: string; to?: string; href?: string; external?: boolean };

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.label}>
            {link.to ? (
              <Link component={RouterLink} to={link.to} color="text.secondary" underline="hover">
                {link.label}
              </Link>
            ) : (
              <Link
                href={link.href}
                color="text.secondary"
                underline="hover"
                {...(link.external && { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The full footer of spec §2.2 for the marketing pages. Kindred has no social media accounts, so
 * the "social" column offers the ways to actually stay in touch, each shown only when configured.
 */
export function FullFooter() {
  const { data: config } = useClientConfig();
  const stayInTouch: FooterLink[] = [
    ...(config?.newsletterUrl ? [{ label: 'Newsletter', href: config.newsletterUrl, external: true }] : []),
    ...(config?.supportEmail ? [{ label: 'Email us', href: `mailto:${config.supportEmail}` }] : []),
  ];

  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 6 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700, mb: 1 }}>
              {PRODUCT_NAME}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
              {TAGLINE}
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 2 }}>
            <FooterColumn
              title={FOOTER_LABELS.product}
              links={[
                { label: FOOTER_LABELS.pricing, to: paths.pricing },
                { label: FOOTER_LABELS.aboutUs, to: paths.about },
                { label: FOOTER_LABELS.contactUs, to: paths.contact },
              ]}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 3 }}>
            <FooterColumn
              title={FOOTER_LABELS.supportAndLegal}
              links={[
                { label: FOOTER_LABELS.termsOfService, href: staticPages.termsOfService },
                { label: FOOTER_LABELS.privacyPolicy, href: staticPages.privacyPolicy },
                { label: FOOTER_LABELS.helpCenter, href: staticPages.helpCenter },
              ]}
            />
          </Grid>
          {stayInTouch.length > 0 && (
            <Grid size={{ xs: 12, sm: 4, md: 2 }}>
              <FooterColumn title="Stay in touch" links={stayInTouch} />
            </Grid>
          )}
        </Grid>
        <Copyright sx={{ mt: 5 }} />
      </Container>
    </Box>
  );
}
