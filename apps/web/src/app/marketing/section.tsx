import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

type SectionProps = {
  title: string;
  intro?: string;
  /** A tinted band to set the section apart from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
};

/** A marketing page section: an h2 heading that labels the region, an optional intro, content. */
export function Section({ title, intro, tinted = false, children }: SectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 10 }, bgcolor: tinted ? 'action.hover' : undefined }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} variant="h4" component="h2" sx={{ fontWeight: 700, textAlign: 'center', mb: 2 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: 6 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
