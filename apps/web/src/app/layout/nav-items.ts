import { NAV_LABELS } from '@kindred/core/ui-texts';
import { paths } from '../paths';

/** The signed-out navbar's links (spec §2.2), shared by the desktop bar and the mobile menu. */
export const SIGNED_OUT_NAV_ITEMS = [
  { label: NAV_LABELS.home, to: paths.home },
  { label: NAV_LABELS.about, to: paths.about },
  { label: NAV_LABELS.comingSoon, to: paths.pricing },
] as const;
