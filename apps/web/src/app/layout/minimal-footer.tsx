import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FOOTER_LABELS } from '@kindred/core/ui-texts';
import { paths, staticPages } from '../../lib/paths';
import { Copyright } from './copyright';

/** The minimal footer of spec §2.2: Terms, Privacy and Support. */
export function MinimalFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 2 }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Copyright />
        <Stack component="nav" aria-label="Legal and support" direction="row" spacing={3}>
          <Link href={staticPages.termsOfService} color="text.secondary" underline="hover" variant="body2">
            {FOOTER_LABELS.terms}
          </Link>
          <Link href={staticPages.privacyPolicy} color="text.secondary" underline="hover" variant="body2">
            {FOOTER_LABELS.privacy}
          </Link>
          <Link component={RouterLink} to={paths.contact} color="text.secondary" underline="hover" variant="body2">
            {FOOTER_LABELS.support}
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
