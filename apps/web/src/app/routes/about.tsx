import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { TAGLINE } from '@kindred/core/constants';
import { PricingBand } from '../marketing/pricing-band';
import { PrivacyPromise } from '../marketing/privacy-promise';
import { Section } from '../marketing/section';

const BELIEFS = [
  {
    title: 'Attention is a gift',
    text: 'Remembering the name of a friend’s new colleague, or asking how the exam went, says “you matter” better than any message.',
  },
  {
    title: 'AI should assist, not replace',
    text: 'Kindred suggests, summarizes and reminds. The words, the calls and the hugs stay yours.',
  },
  {
    title: 'Privacy is not a feature',
    text: 'Notes about the people you love deserve the care of a diary, not the treatment of an ad profile.',
  },
];

export default function AboutRoute() {
  return (
    <>
      <Box component="section" aria-labelledby="about-title" sx={{ py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md">
          <Typography variant="overline" color="secondary" component="p" sx={{ fontWeight: 700 }}>
            About us
          </Typography>
          <Typography id="about-title" variant="h3" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
            We help you be the friend who remembers
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
            {TAGLINE}
          </Typography>
          <Typography sx={{ mb: 2 }}>
            The people we care about most are often the easiest to take for granted. Birthdays slip by,
            stories we were told get fuzzy, and the right question comes to mind a week too late.
          </Typography>
          <Typography>
            Kindred is a quiet, private place to keep what you know about the people in your life: the
            moments you shared, the dates that matter to them, the things they are hoping for. A
            thoughtful assistant then helps you act on it, with a reminder, an opening line or a gift
            that shows you were listening.
          </Typography>
        </Container>
      </Box>
      <Section title="What we believe" tinted>
        <Grid container spacing={4}>
          {BELIEFS.map((belief) => (
            <Grid key={belief.title} size={{ xs: 12, md: 4 }}>
              <Typography variant="h6" component="h3" gutterBottom>
                {belief.title}
              </Typography>
              <Typography color="text.secondary">{belief.text}</Typography>
            </Grid>
          ))}
        </Grid>
      </Section>
      <PrivacyPromise />
      <PricingBand />
    </>
  );
}
