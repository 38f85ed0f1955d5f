import Button, { type ButtonProps } from '@mui/material/Button';
import { NAV_LABELS } from '@kindred/core/ui-texts';

type SubscribeButtonProps = Omit<ButtonProps<'a'>, 'href' | 'target' | 'rel'> & { newsletterUrl: string };

/** Opens the external newsletter page in a new tab, without handing it a reference to this one. */
export function SubscribeButton({ newsletterUrl, ...props }: SubscribeButtonProps) {
  return (
    <Button variant="contained" color="secondary" {...props} href={newsletterUrl} target="_blank" rel="noopener noreferrer">
      {NAV_LABELS.subscribe}
    </Button>
  );
}
