import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { PRODUCT_NAME } from '@kindred/core/constants';
import { ConsentedAnalytics } from '../../features/analytics';
import { useRouteHandle } from '../route-handle';
import { CookieConsentBanner } from './cookie-consent-banner';
import { FullFooter } from './full-footer';
import { MinimalFooter } from './minimal-footer';
import { Navbar } from './navbar';
import { NavigationSpinner } from './navigation-spinner';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The shell around every page: navbar, the page, the footer for this route, the cookie banner. */
export function RootLayout() {
  const { pathname } = useLocation();
  const handle = useRouteHandle();

  // Spec §2.1: every route change starts at the top of the page. A block body on purpose: newer
  // browsers return a promise from scrollTo, and an effect must return nothing or a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <title>{handle?.title ? `${handle.title} · ${PRODUCT_NAME}` : PRODUCT_NAME}</title>
      <SkipLink />
      <Navbar />
      <NavigationSpinner />
      {/* At least a screen tall: the footer starts below the fold, so a page that fills in after
          its chunk or data arrive never pushes a visible footer down (a layout shift). */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <Outlet />
      </Box>
      {handle?.footer === 'full' ? <FullFooter /> : <MinimalFooter />}
      <CookieConsentBanner />
      <ConsentedAnalytics />
    </Box>
  );
}
