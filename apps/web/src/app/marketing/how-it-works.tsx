import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Section } from './section';

const STEPS = [
  { title: 'Add someone important', text: 'A name and how you know them is all it takes to start a kindred.' },
  { title: 'Write what you remember', text: 'After a call, a dinner or a long walk, jot down what stood out. Kindred tidies it up.' },
  { title: 'Show up at the right moment', text: 'Key dates, conversation starters and gift ideas are ready when you need them.' },
];

/** Three steps from sign-up to being the friend who remembers. */
export function HowItWorks() {
  return (
    <Section title="How it works" tinted>
      <Grid component="ol" container spacing={4} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {STEPS.map((step, index) => (
          <Grid component="li" key={step.title} size={{ xs: 12, md: 4 }} sx={{ textAlign: 'center' }}>
            <Avatar aria-hidden sx={{ bgcolor: 'primary.main', mx: 'auto', mb: 2 }}>
              {index + 1}
            </Avatar>
            <Typography variant="h6" component="h3" gutterBottom>
              {step.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {step.text}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
