import { generatePath, Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { formatDisplayDate } from '@kindred/core/dates';
import type { KindredListItem } from '@kindred/core/kindred';
import { DASHBOARD_TEXTS } from '@kindred/core/kindred-texts';
import { paths } from '../../../lib/paths';
import { KindredAvatar } from './kindred-avatar';

/**
 * One person on the dashboard. The name is the link; its ::after covers the card, so the whole
 * card is clickable while a screen reader hears a short link name rather than every line.
 */
export function KindredCard({ kindred }: { kindred: KindredListItem }) {
  const next = kindred.nextKeyDate;
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        p: 2.5,
        height: '100%',
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover': { boxShadow: 3, borderColor: 'primary.main' },
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <KindredAvatar kindred={kindred} size={56} />
        <div>
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
            <Link
              component={RouterLink}
              to={generatePath(paths.kindred, { kindredId: String(kindred.id) })}
              underline="none"
              color="inherit"
              sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } }}
            >
              {kindred.name}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {kindred.relationship}
          </Typography>
        </div>
      </Stack>
      <Typography variant="body2">{DASHBOARD_TEXTS.memoryCount(kindred.memoryCount)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5 }}>
        <EventOutlined fontSize="small" aria-hidden />
        {next ? DASHBOARD_TEXTS.nextKeyDate(next.eventTitle, formatDisplayDate(next.date)) : DASHBOARD_TEXTS.noUpcomingKeyDate}
      </Typography>
    </Card>
  );
}
