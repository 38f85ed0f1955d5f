import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { AI_TEST_TEXTS as TEXTS } from '@kindred/core/ai-texts';
import { NarrowPage } from '../../components/narrow-page';
import { AiStatusCard, TestPromptForm } from '../../features/ai';
import { useSession } from '../../lib/auth/use-session';
import { paths } from '../../lib/paths';
import { loginUrl } from '../../lib/redirects';

/** /gemini-test (public): which AI the server uses; a signed-in user can also send it a test prompt. */
export default function GeminiTestRoute() {
  const { isSignedIn } = useSession();
  return (
    <NarrowPage title={TEXTS.title} subtitle={TEXTS.intro}>
      <AiStatusCard />
      <Divider sx={{ my: 3 }} />
      {isSignedIn ? (
        <TestPromptForm />
      ) : (
        <Button component={RouterLink} to={loginUrl(paths.geminiTest)} variant="outlined">
          {TEXTS.signIn}
        </Button>
      )}
    </NarrowPage>
  );
}
