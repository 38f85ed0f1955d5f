import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CookieOutlined from '@mui/icons-material/CookieOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { Section } from './section';

const PROMISES = [
  {
    title: 'No ads, no data sales',
    text: 'Your memories are never sold and never used to show you advertising.',
    Icon: BlockOutlined,
  },
  {
    title: 'Analytics only with your consent',
    text: 'Usage analytics run only if you accept them. Decline, and nothing is measured.',
    Icon: CookieOutlined,
  },
  {
    title: 'You stay in control',
    text: 'Export your data whenever you like, and when you delete a profile, its memories go with it.',
    Icon: TuneOutlined,
  },
];

/** The privacy promise: what people trusting Kindred with personal memories can count on. */
export function PrivacyPromise() {
  return (
    <Section
      title="Your memories stay yours"
      intro="What you write about the people you love is personal. Kindred is built to keep it that way."
    >
      <Grid container spacing={4}>
        {PROMISES.map(({ title, text, Icon }) => (
          <Grid key={title} size={{ xs: 12, md: 4 }}>
            <Stack direction="row" spacing={2}>
              <Icon color="primary" aria-hidden sx={{ mt: 0.5 }} />
              <div>
                <Typography variant="h6" component="h3" gutterBottom>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </div>
            </Stack>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
