import { generatePath, Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import ChatBubbleOutlined from '@mui/icons-material/ChatBubbleOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { KINDRED_PAGE_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import { paths } from '../../../lib/paths';

type KindredActionsProps = {
  kindredId: number;
  onAddMemory: () => void;
  onIceBreaker: () => void;
  onGiftIdeas: () => void;
};

/** The profile's actions: the dialogs are the page's to open; the coaching plan is its own page. */
export function KindredActions({ kindredId, onAddMemory, onIceBreaker, onGiftIdeas }: KindredActionsProps) {
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
      <AppButton startIcon={<AddCircleOutlined />} onClick={onAddMemory}>
        {KINDRED_PAGE_TEXTS.addMemory}
      </AppButton>
      <AppButton variant="secondary" startIcon={<ChatBubbleOutlined />} onClick={onIceBreaker}>
        {KINDRED_PAGE_TEXTS.iceBreaker}
      </AppButton>
      <AppButton variant="secondary" startIcon={<CardGiftcardOutlined />} onClick={onGiftIdeas}>
        {KINDRED_PAGE_TEXTS.giftIdeas}
      </AppButton>
      <Button
        component={RouterLink}
        to={generatePath(paths.coachingPlan, { kindredId: String(kindredId) })}
        variant="outlined"
        startIcon={<FlagOutlined />}
      >
        {KINDRED_PAGE_TEXTS.coachingPlan}
      </Button>
    </Stack>
  );
}
