import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { ADD_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { PENDING_MEMORY_TEXTS } from '@kindred/core/quick-memory-texts';
import { useToast } from '../../../components/toast/use-toast';
import { pendingMemories } from './pending-memories';
import { usePendingMemories } from './use-pending-memories';

const PREVIEW_LENGTH = 80;
const previewOf = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text);

/**
 * The memories kept on this device, so nothing written offline feels lost: "Waiting to send (n)",
 * sent as soon as the app starts online or the connection returns. A memory the server refused
 * for good stays listed with its reason until discarded.
 */
export function PendingMemoriesNotice() {
  const { drafts, send } = usePendingMemories();
  const { showToast } = useToast();
  const waiting = drafts.filter((draft) => draft.refusal === null);
  const refused = drafts.filter((draft) => draft.refusal !== null);

  useEffect(() => {
    const sendNow = () =>
      void send().then((sent) => {
        if (sent.length > 0) showToast(ADD_MEMORY_TEXTS.addedToast, { type: 'success' });
      });
    sendNow();
    window.addEventListener('online', sendNow);
    return () => window.removeEventListener('online', sendNow);
  }, [send, showToast]);

  if (drafts.length === 0) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      {waiting.length > 0 && (
        <Alert
          severity="info"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => void send()}>
              {PENDING_MEMORY_TEXTS.sendNow}
            </Button>
          }
        >
          <AlertTitle>{PENDING_MEMORY_TEXTS.waiting(waiting.length)}</AlertTitle>
          {PENDING_MEMORY_TEXTS.explanation}
          <List dense disablePadding>
            {waiting.map((draft) => (
              <ListItem key={draft.key} disableGutters>
                <ListItemText primary={draft.kindredName} secondary={previewOf(draft.rawText)} />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {refused.map((draft) => (
        <Alert
          key={draft.key}
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => pendingMemories.remove(draft.key)}>
              {PENDING_MEMORY_TEXTS.discard}
            </Button>
          }
        >
          <AlertTitle>{PENDING_MEMORY_TEXTS.refused(draft.kindredName)}</AlertTitle>
          {draft.refusal} {previewOf(draft.rawText)}
        </Alert>
      ))}
    </Container>
  );
}
