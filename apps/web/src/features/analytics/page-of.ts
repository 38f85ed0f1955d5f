import { matchPath } from 'react-router';
import { ANALYTICS_PAGES, NOT_FOUND_PAGE, type AnalyticsPage } from '@kindred/core/analytics';

/** The named page (spec §2.1) a path belongs to; its pattern is what analytics sends, never the path. */
export function pageOf(pathname: string): AnalyticsPage {
  return ANALYTICS_PAGES.find((page) => matchPath({ path: page.pattern, end: true }, pathname)) ?? NOT_FOUND_PAGE;
}
