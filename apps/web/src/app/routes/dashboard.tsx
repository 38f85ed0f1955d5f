import { useId, useState, type ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import { COMING_UP_DAYS, type PersonRef } from '@kindred/core/calendar';
import { REACH_OUT_TEXTS } from '@kindred/core/calendar-texts';
import { DASHBOARD_TEXTS } from '@kindred/core/kindred-texts';
import { ADD_KINDRED_TEXTS } from '@kindred/core/memory-texts';
import { IceBreakerDialog } from '../../features/ai';
import { ComingUp, ReachOut, TodayPanel } from '../../features/calendar';
import { DashboardGreeting, MemoryHeatmap } from '../../features/dashboard';
import { AddKindredDialog, KindredCards } from '../../features/kindreds';
import { AddMemoryDialog } from '../../features/memories';
import { AppButton } from '../../components/app-button';
import { useSession } from '../../lib/auth/use-session';
import { OnDemand } from '../../components/on-demand';
import { GuidedOnboarding } from '../onboarding';

function DashboardSection({ title, children, framed = false }: { title: string; children: ReactNode; framed?: boolean }) {
  const titleId = useId();
  const heading = (
    <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
      {title}
    </Typography>
  );
  if (!framed) {
    return (
      <section aria-labelledby={titleId}>
        {heading}
        {children}
      </section>
    );
  }
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      {heading}
      {children}
    </Paper>
  );
}

/** A dialog "Reach out" opened for one person; the person stays while the dialog animates closed. */
type ReachOutDialog = { kind: 'memory' | 'iceBreaker'; person: PersonRef; open: boolean };

export default function DashboardRoute() {
  const { user } = useSession();
  const [isAdding, setIsAdding] = useState(false);
  const [reachOut, setReachOut] = useState<ReachOutDialog | null>(null);
  const closeReachOut = () => setReachOut((current) => current && { ...current, open: false });
  // Kept once true, so the guided steps can show what the AI made after onboarding ends.
  const [isOnboarding] = useState(Boolean(user?.isFirstTimeLogin));
  // The route guard renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 4 }}>
        <div>
          <DashboardGreeting email={user.email} />
        </div>
        <AppButton startIcon={<PersonAddAlt1 />} onClick={() => setIsAdding(true)} sx={{ flexShrink: 0 }}>
          {ADD_KINDRED_TEXTS.heading}
        </AppButton>
      </Stack>
      <OnDemand open={isOnboarding}>{() => <GuidedOnboarding />}</OnDemand>
      <Stack spacing={4}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
          <DashboardSection title={DASHBOARD_TEXTS.today} framed>
            <TodayPanel />
          </DashboardSection>
          <DashboardSection title={REACH_OUT_TEXTS.heading} framed>
            <ReachOut
              onWriteMemory={(person) => setReachOut({ kind: 'memory', person, open: true })}
              onIceBreaker={(person) => setReachOut({ kind: 'iceBreaker', person, open: true })}
            />
          </DashboardSection>
        </Stack>
        <DashboardSection title={DASHBOARD_TEXTS.people}>
          <KindredCards onAddFirst={() => setIsAdding(true)} />
        </DashboardSection>
        <DashboardSection title={DASHBOARD_TEXTS.upcoming(COMING_UP_DAYS)} framed>
          <ComingUp />
        </DashboardSection>
        <DashboardSection title={DASHBOARD_TEXTS.activity} framed>
          <MemoryHeatmap />
        </DashboardSection>
      </Stack>
      <OnDemand open={isAdding}>{(open) => <AddKindredDialog open={open} onClose={() => setIsAdding(false)} />}</OnDemand>
      {reachOut && (
        <>
          <OnDemand open={reachOut.open && reachOut.kind === 'memory'}>
            {(open) => <AddMemoryDialog open={open} kindred={reachOut.person} onClose={closeReachOut} />}
          </OnDemand>
          <OnDemand open={reachOut.open && reachOut.kind === 'iceBreaker'}>
            {(open) => <IceBreakerDialog open={open} kindred={reachOut.person} onClose={closeReachOut} />}
          </OnDemand>
        </>
      )}
    </Container>
  );
}
