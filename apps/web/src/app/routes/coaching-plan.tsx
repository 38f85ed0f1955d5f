import { generatePath, Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { COACHING_PLAN_TEXTS as TEXTS } from '@kindred/core/ai-texts';
import { CoachingPlanPanel } from '../../features/ai';
import { KindredNotFound, useKindred } from '../../features/kindreds';
import { paths } from '../../lib/paths';
import { useKindredIdParam } from '../../lib/route-ids';

function CoachingPlanPage({ kindredId }: { kindredId: number }) {
  // The name is a nicety: the plan itself comes from its own endpoint, which answers for unknown ids too.
  const name = useKindred(kindredId).data?.name;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={3}>
        <div>
          <Button component={RouterLink} to={generatePath(paths.kindred, { kindredId: String(kindredId) })} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
            {name ? TEXTS.back(name) : TEXTS.backUnnamed}
          </Button>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {TEXTS.title}
          </Typography>
          <Typography color="text.secondary">{name ? TEXTS.intro(name) : TEXTS.introUnnamed}</Typography>
        </div>
        <CoachingPlanPanel kindredId={kindredId} />
      </Stack>
    </Container>
  );
}

/** /kindred/{kindredId}/coaching-plan: behind the active-trial layout, so an expired trial sees the full screen instead. */
export default function CoachingPlanRoute() {
  const kindredId = useKindredIdParam();
  if (kindredId === null) return <KindredNotFound />;
  return <CoachingPlanPage key={kindredId} kindredId={kindredId} />;
}
