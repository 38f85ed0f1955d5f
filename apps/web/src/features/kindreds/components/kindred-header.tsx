import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Kindred } from '@kindred/core/kindred';
import { DeleteKindredButton } from './delete-kindred-button';
import { KindredDetails } from './kindred-details';
import { KindredPhoto } from './kindred-photo';

/** The top of a profile: photo, name and relationship, and deleting the person. */
export function KindredHeader({ kindred }: { kindred: Kindred }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 4 }} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <KindredPhoto kindred={kindred} />
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0, alignItems: { xs: 'center', sm: 'flex-start' }, textAlign: { xs: 'center', sm: 'left' } }}>
          <KindredDetails kindred={kindred} />
          <DeleteKindredButton kindred={kindred} />
        </Stack>
      </Stack>
    </Paper>
  );
}
