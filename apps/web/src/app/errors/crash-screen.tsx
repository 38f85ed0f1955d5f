import { useEffect, useRef } from 'react';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SentimentDissatisfiedOutlined from '@mui/icons-material/SentimentDissatisfiedOutlined';
import { ERROR_BOUNDARY_TEXTS } from '@kindred/core/ui-texts';
import { AppButton } from '../../components/app-button';
import { reloadPage } from '../../lib/reload-page';
import { paths } from '../../lib/paths';

type CrashScreenProps = {
  /** Returns the app to its normal state (spec §4.8). */
  onTryAgain: () => void;
};

/** The error boundary screen of spec §2.3. */
export function CrashScreen({ onTryAgain }: CrashScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Screen reader and keyboard users land on the explanation instead of a vanished element.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Container component="section" maxWidth="sm" aria-labelledby="crash-title" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <SentimentDissatisfiedOutlined color="primary" sx={{ fontSize: 64, mb: 2 }} aria-hidden />
      <Typography id="crash-title" ref={headingRef} tabIndex={-1} variant="h4" component="h1" gutterBottom sx={{ outline: 'none' }}>
        {ERROR_BOUNDARY_TEXTS.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {ERROR_BOUNDARY_TEXTS.message}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mb: 3 }}>
        <AppButton onClick={reloadPage}>{ERROR_BOUNDARY_TEXTS.refresh}</AppButton>
        <AppButton variant="secondary" onClick={onTryAgain}>
          {ERROR_BOUNDARY_TEXTS.tryAgain}
        </AppButton>
      </Stack>
      {/* A full page load on purpose: after a crash, a fresh start is the safest way to reach help. */}
      <Link href={paths.contact}>Contact our support team</Link>
    </Container>
  );
}
