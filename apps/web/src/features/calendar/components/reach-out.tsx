import { useId } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlined from '@mui/icons-material/ChatBubbleOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import type { PersonRef, Suggestion } from '@kindred/core/calendar';
import { REACH_OUT_TEXTS as TEXTS } from '@kindred/core/calendar-texts';
import { AppButton } from '../../../components/app-button';
import { RetryAlert } from '../../../components/retry-alert';
import { useSuggestions } from '../api/get-suggestions';
import { LoadingRows, RowsSpace } from './loading-rows';
import { PersonLink } from './person-link';

type ReachOutProps = {
  /** Opens the new-memory flow for that person. */
  onWriteMemory: (person: PersonRef) => void;
  /** Opens the ice breaker for that person. */
  onIceBreaker: (person: PersonRef) => void;
};

function SuggestionRow({ suggestion, onWriteMemory, onIceBreaker }: { suggestion: Suggestion } & ReachOutProps) {
  // The buttons repeat on every row: their description says whom they are for.
  const whoId = useId();
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }}>
      <div id={whoId}>
        <Typography sx={{ fontWeight: 500 }}>
          <PersonLink person={suggestion.kindred} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {suggestion.reason}
        </Typography>
      </div>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
        <AppButton size="small" startIcon={<EditNoteOutlined />} aria-describedby={whoId} onClick={() => onWriteMemory(suggestion.kindred)}>
          {TEXTS.writeMemory}
        </AppButton>
        <AppButton size="small" variant="secondary" startIcon={<ChatBubbleOutlined />} aria-describedby={whoId} onClick={() => onIceBreaker(suggestion.kindred)}>
          {TEXTS.iceBreaker}
        </AppButton>
      </Stack>
    </ListItem>
  );
}

function Suggestions(props: ReachOutProps) {
  const suggestions = useSuggestions();

  if (suggestions.isPending) return <LoadingRows label={TEXTS.loading} />;
  if (suggestions.isError) {
    return <RetryAlert message={TEXTS.failed} retryLabel={TEXTS.retry} isRetrying={suggestions.isFetching} onRetry={() => void suggestions.refetch()} />;
  }
  if (suggestions.data.length === 0) return <Typography color="text.secondary">{TEXTS.empty}</Typography>;
  return (
    <List disablePadding>
      {suggestions.data.map((suggestion) => (
        <SuggestionRow key={`${suggestion.kindred.id}-${suggestion.kind}-${suggestion.date ?? ''}`} suggestion={suggestion} {...props} />
      ))}
    </List>
  );
}

/** People to reach out to (GET /api/suggestions), each with its reason and one-click actions. */
export function ReachOut(props: ReachOutProps) {
  return (
    <RowsSpace>
      <Suggestions {...props} />
    </RowsSpace>
  );
}
