import { useId, type ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type NarrowPageProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
};

/** A single centred card with the page's heading: the frame of forms such as sign in and sign up. */
export function NarrowPage({ title, subtitle, children }: NarrowPageProps) {
  const titleId = useId();
  return (
    <Container component="section" maxWidth="sm" aria-labelledby={titleId} sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography id={titleId} variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
