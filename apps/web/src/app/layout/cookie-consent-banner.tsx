import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COOKIE_CONSENT_TEXTS, FOOTER_LABELS } from '@kindred/core/ui-texts';
import { useAnalyticsConsent } from '../../lib/analytics-consent';
import { staticPages } from '../../lib/paths';
import { ANALYTICS_CONSENT_ATTRIBUTE } from '../pre-paint/pre-paint-script';

// A prerendered page carries the banner, as for a first visit: for a visitor who decided, the
// pre-paint script has marked the page, and the banner stays hidden until the app removes it.
const hiddenOnceDecided = { [`html[${ANALYTICS_CONSENT_ATTRIBUTE}] &`]: { display: 'none' } };

/**
 * The cookie consent banner of spec §2.2 and §4.7, shown until the visitor decides. It sticks to
 * the bottom of the viewport but is part of the page flow, so it never hides the footer for good,
 * and it does not trap focus: the page stays usable before a decision.
 */
export function CookieConsentBanner() {
  const [consent, decide] = useAnalyticsConsent();
  if (consent !== null) return null;

  return (
    <Paper
      component="section"
      role="region"
      aria-label="Cookie consent"
      elevation={8}
      square
      sx={{ position: 'sticky', bottom: 0, zIndex: 'appBar', py: 2, ...hiddenOnceDecided }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" sx={{ flex: 1 }}>
          {COOKIE_CONSENT_TEXTS.message}{' '}
          <Link href={staticPages.privacyPolicy}>{FOOTER_LABELS.privacyPolicy}</Link>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={() => decide('declined')}>
            {COOKIE_CONSENT_TEXTS.decline}
          </Button>
          <Button variant="contained" onClick={() => decide('accepted')}>
            {COOKIE_CONSENT_TEXTS.accept}
          </Button>
        </Stack>
      </Container>
    </Paper>
  );
}
