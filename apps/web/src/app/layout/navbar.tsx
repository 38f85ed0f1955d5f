import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Diversity1 from '@mui/icons-material/Diversity1';
import MenuIcon from '@mui/icons-material/Menu';
import { PRODUCT_NAME } from '@kindred/core/constants';
import { useLogOut } from '../../features/auth';
import { SIGNED_IN_NAV_LABELS } from '@kindred/core/ui-texts';
import { useClientConfig } from '../../features/config';
import { useSession } from '../../lib/auth/use-session';
import { paths } from '../../lib/paths';
import { ThemeModeMenu } from '../theme/theme-mode-menu';
import { SIGNED_IN_NAV_ITEMS, SIGNED_OUT_NAV_ITEMS } from './nav-items';
import { SubscribeButton } from './subscribe-button';

// Only signed-in people see these: loaded on demand, so the public pages do not download what
// they need (the people list, the search rules and their schemas).
const NavSearch = lazy(() => import('./nav-search').then((module) => ({ default: module.NavSearch })));
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

const MOBILE_MENU_ID = 'mobile-navigation';
// The current page's link is marked for assistive technology and underlined for everyone else.
const activeLinkSx = { '&.active': { textDecoration: 'underline', textUnderlineOffset: '6px' } };
const desktopOnly = { display: { xs: 'none', md: 'flex' } };

/**
 * The navbar of spec §2.2: Home, About Us, Coming Soon and Subscribe when signed out; search,
 * Dashboard and the Account menu when signed in. Below the md breakpoint the items fold into a
 * toggle menu.
 */
export function Navbar() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { isSignedIn } = useSession();
  const logOut = useLogOut();
  const { data: config } = useClientConfig();
  const newsletterUrl = isSignedIn ? null : (config?.newsletterUrl ?? null);
  const navItems = isSignedIn ? SIGNED_IN_NAV_ITEMS : SIGNED_OUT_NAV_ITEMS;
  const closeMenu = () => setIsMenuOpen(false);
  const handleLogout = () => void logOut();

  const handleMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    closeMenu();
    toggleRef.current?.focus();
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1 }}>
          <Link
            component={RouterLink}
            to={paths.home}
            underline="none"
            variant="h6"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, mr: 2 }}
          >
            <Diversity1 aria-hidden />
            {PRODUCT_NAME}
          </Link>
          <Box component="nav" aria-label="Main" sx={{ ...desktopOnly, gap: 1 }}>
            {navItems.map((item) => (
              <Button key={item.to} component={NavLink} to={item.to} end color="inherit" sx={activeLinkSx}>
                {item.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {isSignedIn && (
            <Suspense fallback={null}>
              <NavSearch shortcut sx={{ ...desktopOnly, width: 260 }} />
              <Box sx={desktopOnly}>
                <AccountMenu onLogout={handleLogout} />
              </Box>
            </Suspense>
          )}
          {newsletterUrl && <SubscribeButton newsletterUrl={newsletterUrl} sx={{ display: { xs: 'none', md: 'inline-flex' } }} />}
          <ThemeModeMenu />
          <IconButton
            ref={toggleRef}
            color="inherit"
            aria-label="Menu"
            aria-controls={isMenuOpen ? MOBILE_MENU_ID : undefined}
            aria-expanded={isMenuOpen}
            onClick={() => setIsMenuOpen((open) => !open)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
        <Collapse in={isMenuOpen} unmountOnExit sx={{ display: { md: 'none' } }}>
          <Stack
            id={MOBILE_MENU_ID}
            component="nav"
            aria-label="Main"
            onKeyDown={handleMenuKeyDown}
            spacing={1}
            sx={{ px: 2, pb: 2 }}
          >
            {isSignedIn && (
              <Suspense fallback={null}>
                <NavSearch onSearch={closeMenu} />
              </Suspense>
            )}
            {navItems.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end
                color="inherit"
                onClick={closeMenu}
                sx={{ justifyContent: 'flex-start', ...activeLinkSx }}
              >
                {item.label}
              </Button>
            ))}
            {isSignedIn && (
              <>
                <Button
                  component={NavLink}
                  to={paths.profile}
                  end
                  color="inherit"
                  onClick={closeMenu}
                  sx={{ justifyContent: 'flex-start', ...activeLinkSx }}
                >
                  {SIGNED_IN_NAV_LABELS.profileSettings}
                </Button>
                <Button
                  color="inherit"
                  onClick={() => {
                    closeMenu();
                    handleLogout();
                  }}
                  sx={{ justifyContent: 'flex-start' }}
                >
                  {SIGNED_IN_NAV_LABELS.logout}
                </Button>
              </>
            )}
            {newsletterUrl && <SubscribeButton newsletterUrl={newsletterUrl} onClick={closeMenu} />}
          </Stack>
        </Collapse>
      </Container>
    </AppBar>
  );
}
