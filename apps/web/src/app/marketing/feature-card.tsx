import type { ElementType } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type Feature = { title: string; text: string; Icon: ElementType };

/** One feature: an icon, an h3 title and a sentence. */
export function FeatureCard({ title, text, Icon }: Feature) {
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
      <Box
        sx={{
          display: 'inline-flex',
          p: 1.25,
          mb: 2,
          borderRadius: 2,
          color: 'primary.contrastText',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.vars.palette.primary.main}, ${theme.vars.palette.secondary.main})`,
        }}
      >
        <Icon aria-hidden />
      </Box>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Paper>
  );
}
