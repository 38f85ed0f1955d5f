import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { CALENDAR_FEED_TEXTS as TEXTS } from '@kindred/core/calendar-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { useToast } from '../../../components/toast/use-toast';
import { describeError } from '../../../lib/api-request';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import { useResetCalendarFeed, useShowCalendarFeed, useTurnOffCalendarFeed } from '../api/calendar-feed';

function ResetFeedDialog({ open, onClose, onReset }: { open: boolean; onClose: () => void; onReset: (url: string) => void }) {
  const reset = useResetCalendarFeed();
  const titleId = useId();
  const messageId = useId();
  const handleClose = () => {
    if (!reset.isPending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={handleClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => reset.reset() } }}
    >
      <DialogTitle id={titleId}>{TEXTS.resetTitle}</DialogTitle>
      <DialogContent>
        <FormError message={reset.isError ? describeError(reset.error, TEXTS.failed) : null} />
        <DialogContentText id={messageId}>{TEXTS.resetMessage}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <AppButton variant="secondary" onClick={handleClose} disabled={reset.isPending}>
          {TEXTS.cancel}
        </AppButton>
        <AppButton variant="danger" loading={reset.isPending} onClick={() => reset.mutate(undefined, { onSuccess: (feed) => onReset(feed.url) })}>
          {TEXTS.resetConfirm}
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}

/**
 * "Calendar feed" on the profile page: the private ICS link with Copy, Reset link and Turn off.
 * The link is fetched when asked for, because fetching it creates it (turning the feed back on).
 */
export function CalendarFeedSettings() {
  const [url, setUrl] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [isResetOpen, setIsResetOpen] = useState(false);
  const show = useShowCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const { isCopied, copy } = useCopyToClipboard();
  const { showToast } = useToast();
  const showButton = useRef<HTMLButtonElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const hadUrl = useRef(false);

  // The button pressed disappears with the state it changed: the focus moves to its counterpart.
  useEffect(() => {
    if (url && !hadUrl.current) copyButton.current?.focus();
    if (!url && hadUrl.current) showButton.current?.focus();
    hadUrl.current = url !== null;
  }, [url]);

  const handleShow = () => {
    setAnnouncement('');
    show.mutate(undefined, { onSuccess: (feed) => setUrl(feed.url) });
  };
  const handleCopy = async () => {
    setAnnouncement('');
    if (url && !(await copy(url))) setAnnouncement(TEXTS.copyFailed);
  };
  const handleTurnOff = () => {
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setAnnouncement(TEXTS.turnedOff);
      },
    });
  };
  const error = show.error ?? turnOff.error;

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{TEXTS.intro}</Typography>
      <FormError message={error ? describeError(error, TEXTS.failed) : null} />
      {url ? (
        <>
          <TextField
            label={TEXTS.urlLabel}
            value={url}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, onFocus: (event: { target: HTMLInputElement }) => event.target.select() } }}
          />
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            <AppButton ref={copyButton} startIcon={<ContentCopy />} onClick={() => void handleCopy()}>
              {TEXTS.copy}
            </AppButton>
            <AppButton variant="secondary" onClick={() => setIsResetOpen(true)}>
              {TEXTS.reset}
            </AppButton>
            <AppButton variant="secondary" loading={turnOff.isPending} onClick={handleTurnOff}>
              {TEXTS.turnOff}
            </AppButton>
          </Stack>
        </>
      ) : (
        <AppButton ref={showButton} startIcon={<EventAvailableOutlined />} loading={show.isPending} onClick={handleShow}>
          {TEXTS.show}
        </AppButton>
      )}
      <Box role="status" aria-live="polite" sx={{ typography: 'body2', color: 'success.main', minHeight: '1.5em' }}>
        {isCopied ? TEXTS.copied : announcement}
      </Box>
      <ResetFeedDialog
        open={isResetOpen}
        onClose={() => setIsResetOpen(false)}
        onReset={(next) => {
          setUrl(next);
          setIsResetOpen(false);
          showToast(TEXTS.resetDone, { type: 'success' });
        }}
      />
    </Stack>
  );
}
