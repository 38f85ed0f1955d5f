import { lazy, Suspense } from 'react';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import { GIFT_IDEA_TEXTS } from '@kindred/core/ai-texts';
import { Spinner } from '../../../components/spinner';
import { useGiftIdea } from '../api/get-gift-idea';
import { markdownForClipboard } from '../lib/markdown-clipboard';
import { ResultBody, ResultDialog } from './result-dialog';

// The markdown renderer is loaded on first use only, keeping it out of the page's own chunk.
const GiftIdeaMarkdown = lazy(() => import('./gift-idea-markdown'));

type GiftIdeasDialogProps = {
  open: boolean;
  kindred: { id: number; name: string };
  onClose: () => void;
};

function GiftIdeasBody({ kindredId, onClose }: { kindredId: number; onClose: () => void }) {
  const giftIdea = useGiftIdea(kindredId);
  return (
    <ResultBody
      result={giftIdea}
      loadingLabel={GIFT_IDEA_TEXTS.loading}
      failedMessage={GIFT_IDEA_TEXTS.failed}
      closeLabel={GIFT_IDEA_TEXTS.close}
      onClose={onClose}
      toClipboard={markdownForClipboard}
      render={(markdown) => (
        <Suspense fallback={<Spinner size="sm" label={GIFT_IDEA_TEXTS.loading} />}>
          <GiftIdeaMarkdown markdown={markdown} />
        </Suspense>
      )}
    />
  );
}

/** The gift ideas dialog of spec §2.10: markdown suggestions, fetched afresh on each opening. */
export function GiftIdeasDialog({ open, kindred, onClose }: GiftIdeasDialogProps) {
  return (
    <ResultDialog
      open={open}
      onClose={onClose}
      title={GIFT_IDEA_TEXTS.title(kindred.name)}
      heading={GIFT_IDEA_TEXTS.heading}
      subtext={GIFT_IDEA_TEXTS.subtext(kindred.name)}
      icon={<CardGiftcardOutlined />}
    >
      <GiftIdeasBody kindredId={kindred.id} onClose={onClose} />
    </ResultDialog>
  );
}
