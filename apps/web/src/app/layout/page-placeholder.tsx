import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../lib/paths';

type PagePlaceholderProps = {
  title: string;
  /** What this page will do once it is built. */
  description: string;
  children?: ReactNode;
};

/** An honest stand-in for a screen that is not built yet: what will be here, and a way on. */
export function PagePlaceholder({ title, description, children }: PagePlaceholderProps) {
  return (
    <Container component="section" maxWidth="sm" aria-labelledby="page-title" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Chip label="Coming soon" color="secondary" variant="outlined" sx={{ mb: 2 }} />
      <Typography id="page-title" variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {description}
      </Typography>
      {children}
      <Stack direction="row" sx={{ justifyContent: 'center', mt: 2 }}>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
