import { CALENDAR_NAV_LABEL } from '@kindred/core/calendar-texts';
import { NAV_LABELS, SIGNED_IN_NAV_LABELS } from '@kindred/core/ui-texts';
import { paths } from '../../lib/paths';

/** The signed-out navbar's links (spec §2.2), shared by the desktop bar and the mobile menu. */
export const SIGNED_OUT_NAV_ITEMS = [
  { label: NAV_LABELS.home, to: paths.home },
  { label: NAV_LABELS.about, to: paths.about },
  { label: NAV_LABELS.comingSoon, to: paths.pricing },
] as const;

/** The signed-in navbar's links besides search and the Account menu (spec §2.2), and the calendar (issue #13). */
export const SIGNED_IN_NAV_ITEMS = [
  { label: SIGNED_IN_NAV_LABELS.dashboard, to: paths.dashboard },
  { label: CALENDAR_NAV_LABEL, to: paths.calendar },
] as const;
