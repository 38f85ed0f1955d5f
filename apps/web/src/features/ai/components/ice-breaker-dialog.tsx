import Typography from '@mui/material/Typography';
import ChatBubbleOutlined from '@mui/icons-material/ChatBubbleOutlined';
import { ICE_BREAKER_TEXTS } from '@kindred/core/ai-texts';
import { useIceBreaker } from '../api/get-ice-breaker';
import { ResultBody, ResultDialog } from './result-dialog';

type IceBreakerDialogProps = {
  open: boolean;
  kindred: { id: number; name: string };
  onClose: () => void;
};

function IceBreakerBody({ kindredId, onClose }: { kindredId: number; onClose: () => void }) {
  const iceBreaker = useIceBreaker(kindredId);
  return (
    <ResultBody
      result={iceBreaker}
      loadingLabel={ICE_BREAKER_TEXTS.loading}
      failedMessage={ICE_BREAKER_TEXTS.failed}
      closeLabel={ICE_BREAKER_TEXTS.close}
      onClose={onClose}
      render={(text) => <Typography sx={{ whiteSpace: 'pre-wrap' }}>{text}</Typography>}
    />
  );
}

/** The ice breaker dialog of spec §2.11: a plain-text conversation starter, fetched afresh on each opening. */
export function IceBreakerDialog({ open, kindred, onClose }: IceBreakerDialogProps) {
  return (
    <ResultDialog
      open={open}
      onClose={onClose}
      title={ICE_BREAKER_TEXTS.title(kindred.name)}
      heading={ICE_BREAKER_TEXTS.heading}
      subtext={ICE_BREAKER_TEXTS.subtext(kindred.name)}
      icon={<ChatBubbleOutlined />}
    >
      <IceBreakerBody kindredId={kindred.id} onClose={onClose} />
    </ResultDialog>
  );
}
