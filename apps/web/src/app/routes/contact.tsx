import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useClientConfig } from '../../features/config';
import { ContactForm, HelpAnswers } from '../../features/contact';
import { staticPages } from '../../lib/paths';

export default function ContactRoute() {
  const { data: config } = useClientConfig();
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="contact-title" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography id="contact-title" variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Help center
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 5, maxWidth: 640 }}>
        Quick answers to the questions people ask most.
      </Typography>
      <Grid container spacing={5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            Common questions
          </Typography>
          <HelpAnswers />
          <Typography sx={{ mt: 2 }}>
            <Link href={staticPages.helpCenter}>More answers in the full Help Center</Link>
          </Typography>
        </Grid>
        {/* The server mails messages to the support address; without one there is nowhere to send them. */}
        {config?.supportEmail && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
              <Typography variant="h5" component="h2" gutterBottom>
                Contact us
              </Typography>
              <Typography color="text.secondary">
                We read every message. Please don't include passwords or card numbers. You can also e-mail{' '}
                <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>.
              </Typography>
              <ContactForm />
            </Paper>
          </Grid>
        )}
      </Grid>
    </Container>
  );
}
