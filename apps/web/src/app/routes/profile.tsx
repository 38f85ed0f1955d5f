import { useId, type ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS } from '@kindred/core/billing';
import { CALENDAR_FEED_TEXTS, NOTIFICATION_TEXTS } from '@kindred/core/calendar-texts';
import { EXPORT_TEXTS } from '@kindred/core/kindred-texts';
import { AccountSummary, ChangePasswordForm, DeleteAccount, SignOutEverywhere } from '../../features/auth';
import { BillingSection } from '../../features/billing';
import { ExportData } from '../../features/kindreds';
import { CalendarFeedSettings, NotificationSettingsForm } from '../../features/notifications';
import { useSession } from '../../lib/auth/use-session';
import { ThemeModeChoice } from '../theme/theme-mode-choice';

function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mb: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function ProfileRoute() {
  const { user } = useSession();
  // The route guard renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 4 }}>
        Profile settings
      </Typography>
      <SettingsSection title="Account">
        <AccountSummary user={user} />
      </SettingsSection>
      <SettingsSection title={BILLING_TEXTS.sectionTitle}>
        <BillingSection user={user} />
      </SettingsSection>
      <SettingsSection title={NOTIFICATION_TEXTS.heading}>
        <NotificationSettingsForm />
      </SettingsSection>
      <SettingsSection title={CALENDAR_FEED_TEXTS.heading}>
        <CalendarFeedSettings />
      </SettingsSection>
      <SettingsSection title="Appearance">
        <ThemeModeChoice />
      </SettingsSection>
      {user.hasPassword && (
        <SettingsSection title="Password">
          <ChangePasswordForm />
        </SettingsSection>
      )}
      <SettingsSection title="Sessions">
        <SignOutEverywhere />
      </SettingsSection>
      <SettingsSection title={EXPORT_TEXTS.heading}>
        <ExportData />
      </SettingsSection>
      <SettingsSection title="Delete account">
        <DeleteAccount user={user} />
      </SettingsSection>
    </Container>
  );
}
