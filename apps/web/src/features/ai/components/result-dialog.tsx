import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import type { UseQueryResult } from '@tanstack/react-query';
import { COPY_TEXTS } from '@kindred/core/ai-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { Spinner } from '../../../components/spinner';
import { visuallyHidden } from '../../../components/visually-hidden';
import { describeError } from '../../../lib/api-request';
import { useCopyToClipboard, type ClipboardText } from '../../../lib/use-copy-to-clipboard';

type ResultDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  heading: string;
  subtext: string;
  icon: ReactNode;
  /** A ResultBody: mounted only while the dialog is open, so each opening asks afresh. */
  children: ReactNode;
};

/** The frame of the ice breaker and gift ideas dialogs (spec §2.10, §2.11), opened and closed by the parent. */
export function ResultDialog({ open, onClose, title, heading, subtext, icon, children }: ResultDialogProps) {
  const titleId = useId();
  const subtextId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={subtextId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center', pb: 1 }}>
        <Box sx={{ color: 'secondary.main', '& svg': { fontSize: 40 } }} aria-hidden>
          {icon}
        </Box>
        <Typography variant="h6" component="h3">
          {heading}
        </Typography>
        <Typography id={subtextId} variant="body2" color="text.secondary">
          {subtext}
        </Typography>
      </DialogContent>
      {children}
    </Dialog>
  );
}

type ResultBodyProps = {
  result: UseQueryResult<string>;
  loadingLabel: string;
  failedMessage: string;
  closeLabel: string;
  onClose: () => void;
  /** How the text is shown: plain, or rendered markdown. */
  render: (text: string) => ReactNode;
  /** What Copy puts on the clipboard: the text as it is, or plain text with an HTML flavour (markdown). */
  toClipboard?: (text: string) => string | ClipboardText;
};

/** The result being fetched, then shown, with "Copy to Clipboard" ("Copied!" for 2 s) and the close button. */
export function ResultBody({ result, loadingLabel, failedMessage, closeLabel, onClose, render, toClipboard = (text) => text }: ResultBodyProps) {
  const { isCopied, copy } = useCopyToClipboard();
  const text = result.data;
  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        {result.isPending && (
          <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 4 }}>
            <Spinner label={loadingLabel} />
            <Typography color="text.secondary">{`${loadingLabel}...`}</Typography>
          </Box>
        )}
        {result.isError && <FormError message={describeError(result.error, failedMessage)} />}
        {text !== undefined && (
          <Paper variant="outlined" sx={{ p: 2.5, bgcolor: 'action.hover' }}>
            {render(text)}
          </Paper>
        )}
        <Box role="status" sx={visuallyHidden}>
          {isCopied ? COPY_TEXTS.copied : ''}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, flexWrap: 'wrap', gap: 1 }}>
        <AppButton variant="secondary" startIcon={<ContentCopy />} disabled={text === undefined || isCopied} onClick={() => void copy(toClipboard(text ?? ''))}>
          {isCopied ? COPY_TEXTS.copied : COPY_TEXTS.copy}
        </AppButton>
        <AppButton onClick={onClose}>{closeLabel}</AppButton>
      </DialogActions>
    </>
  );
}
