import { useId } from 'react';
import { generatePath, Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import ChatBubbleOutlined from '@mui/icons-material/ChatBubbleOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { KINDRED_PROFILE_TEXTS } from '@kindred/core/kindred-texts';
import { KINDRED_PAGE_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import { paths } from '../../../lib/paths';

type KindredActionsProps = {
  kindredId: number;
  onAddMemory: () => void;
};

/**
 * The profile's actions. Ice Breaker and Gift Ideas open what the AI assistant will build; until
 * then they are shown disabled, saying so, so the page keeps its final shape.
 */
export function KindredActions({ kindredId, onAddMemory }: KindredActionsProps) {
  const comingSoonId = useId();
  return (
    <div>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <AppButton startIcon={<AddCircleOutlined />} onClick={onAddMemory}>
          {KINDRED_PAGE_TEXTS.addMemory}
        </AppButton>
        <AppButton variant="secondary" startIcon={<ChatBubbleOutlined />} disabled aria-describedby={comingSoonId}>
          {KINDRED_PAGE_TEXTS.iceBreaker}
        </AppButton>
        <AppButton variant="secondary" startIcon={<CardGiftcardOutlined />} disabled aria-describedby={comingSoonId}>
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
      <Typography id={comingSoonId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {KINDRED_PROFILE_TEXTS.comingSoon}
      </Typography>
    </div>
  );
}
