import { useState } from 'react';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { KeyDate } from '@kindred/core/key-date';
import { todayIn } from '@kindred/core/time-zone';
import { KEY_DATE_TEXTS } from '@kindred/core/memory-flow-texts';
import { KINDRED_PAGE_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import { Spinner } from '../../../components/spinner';
import { useKindredKeyDates } from '../api/get-kindred-key-dates';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { orderByNextOccurrence } from '../key-date-order';
import { DeleteKeyDateDialog } from './delete-key-date-dialog';
import { KeyDateDialog } from './key-date-dialog';
import { KeyDateSummary } from './key-date-summary';

type Editing = { keyDate?: KeyDate } | null;

/** A kindred's key dates, soonest first, with add, edit and delete. */
export function KindredKeyDates({ kindredId }: { kindredId: number }) {
  const keyDates = useKindredKeyDates(kindredId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<KeyDate | null>(null);
  // Spec §7.4: a failed read counts as an empty list; a quiet note says why it is empty.
  const ordered = orderByNextOccurrence(keyDates.data ?? [], todayIn(browserTimeZone()));

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <AppButton variant="secondary" size="small" startIcon={<Add />} onClick={() => setEditing({})}>
          {KEY_DATE_TEXTS.add}
        </AppButton>
      </Box>
      {keyDates.isPending && <Spinner size="sm" label={KEY_DATE_TEXTS.loading} />}
      {keyDates.isError && (
        <Typography role="status" variant="body2" color="text.secondary">
          {KEY_DATE_TEXTS.loadFailed}
        </Typography>
      )}
      {keyDates.isSuccess && ordered.length === 0 && <Typography color="text.secondary">{KINDRED_PAGE_TEXTS.noKeyDates}</Typography>}
      {ordered.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {ordered.map(({ keyDate, next }) => (
            <Box component="li" key={keyDate.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <KeyDateSummary keyDate={keyDate} next={next} />
              <IconButton aria-label={KEY_DATE_TEXTS.edit(keyDate.eventTitle)} onClick={() => setEditing({ keyDate })}>
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton aria-label={KEY_DATE_TEXTS.delete(keyDate.eventTitle)} onClick={() => setDeleting(keyDate)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {editing && <KeyDateDialog kindredId={kindredId} keyDate={editing.keyDate} onClose={() => setEditing(null)} />}
      {deleting && <DeleteKeyDateDialog keyDate={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}
