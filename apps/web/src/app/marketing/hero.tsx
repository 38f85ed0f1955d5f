import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PLUS_PRICE_LABEL, TAGLINE, TRIAL_LENGTH_DAYS } from '@kindred/core/constants';
import { CallToAction } from './call-to-action';
import { ProductPreview } from './product-preview';

/** The home page's opening: the promise, the tagline, the offer and a glimpse of the product. */
export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        py: { xs: 6, md: 12 },
        background: (theme) =>
          `radial-gradient(circle at 15% 0%, rgba(${theme.vars.palette.primary.mainChannel} / 0.14), transparent 55%), radial-gradient(circle at 90% 30%, rgba(${theme.vars.palette.secondary.mainChannel} / 0.12), transparent 50%)`,
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={6} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="overline" color="secondary" component="p" sx={{ fontWeight: 700 }}>
              Your relationship memory assistant
            </Typography>
            <Typography
              id="hero-title"
              variant="h2"
              component="h1"
              sx={{ fontWeight: 700, fontSize: { xs: '2.25rem', sm: '3rem', md: '3.5rem' }, mb: 3 }}
            >
              Keep the people who matter close
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
              {TAGLINE}
            </Typography>
            <CallToAction align="flex-start" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {`${TRIAL_LENGTH_DAYS}-day free trial, then Kindred Plus at ${PLUS_PRICE_LABEL}.`}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ProductPreview />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
