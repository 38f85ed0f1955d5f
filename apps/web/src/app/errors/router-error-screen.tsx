import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ROUTER_ERROR_TITLE } from '@kindred/core/ui-texts';

type RouterErrorScreenProps = {
  /** The HTTP status line, e.g. "404 Not Found". */
  status: string;
  /** A message the thrower attached, when there is one. */
  message?: string;
};

/** The router's error screen of spec §2.3: the title, then the status and any message beneath. */
export function RouterErrorScreen({ status, message }: RouterErrorScreenProps) {
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {ROUTER_ERROR_TITLE}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary">
        {status}
      </Typography>
      {message && <Typography sx={{ mt: 1 }}>{message}</Typography>}
    </Container>
  );
}
