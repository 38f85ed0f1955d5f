import Typography from '@mui/material/Typography';
import { DASHBOARD_TEXTS } from '@kindred/core/kindred-texts';
import { nameFromEmail, partOfDay } from '../greeting';

/** "Good morning, Maya" by the browser's clock, above the page's heading. */
export function DashboardGreeting({ email }: { email: string }) {
  return (
    <>
      <Typography variant="subtitle1" color="secondary" sx={{ fontWeight: 500 }}>
        {DASHBOARD_TEXTS.greeting(partOfDay(new Date()), nameFromEmail(email))}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {DASHBOARD_TEXTS.title}
      </Typography>
      <Typography color="text.secondary">{DASHBOARD_TEXTS.intro}</Typography>
    </>
  );
}
