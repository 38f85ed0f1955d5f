import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/api-stub';
import { renderApp, stubClientConfig } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

const NEWSLETTER_URL = 'https://newsletter.example.com/kindred';

async function renderHome() {
  const rendered = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Keep the people who matter close' });
  return rendered;
}

const banner = () => screen.getByRole('banner');

describe('signed-out navbar', () => {
  it('links the brand, Home, About Us and Coming Soon (to pricing)', async () => {
    await renderHome();
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });

    expect(within(banner()).getByRole('link', { name: 'Kindred' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Coming Soon' })).toHaveAttribute('href', '/pricing');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the newsletter in a new tab without giving it access to this one', async () => {
    stubClientConfig({ newsletterUrl: NEWSLETTER_URL });
    await renderHome();

    const subscribe = await within(banner()).findByRole('link', { name: 'Subscribe' });

    expect(subscribe).toHaveAttribute('href', NEWSLETTER_URL);
    expect(subscribe).toHaveAttribute('target', '_blank');
    expect(subscribe).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no Subscribe button when no newsletter is configured or the config cannot load', async () => {
    await renderHome();

    expect(within(banner()).queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('folds the links into a toggle menu that opens, navigates and closes', async () => {
    stubClientConfig({ newsletterUrl: NEWSLETTER_URL });
    const { user } = await renderHome();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    const menuLinks = within(menu as HTMLElement).getAllByRole('link').map((link) => link.textContent);
    expect(menuLinks).toEqual(['Home', 'About Us', 'Coming Soon', 'Subscribe']);

    await user.click(within(menu as HTMLElement).getByRole('link', { name: 'About Us' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'We help you be the friend who remembers' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the toggle menu with Escape and returns focus to the toggle', async () => {
    const { user } = await renderHome();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    within(menu).getByRole('link', { name: 'Home' }).focus();

    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('signed-in navbar', () => {
  async function renderSignedIn(path = '/dashboard') {
    const user = signInAs();
    const calls = stubApi({
      'GET /api/users/me': () => Response.json(user),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const rendered = renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    return { ...rendered, calls };
  }

  it('offers search, Dashboard, Calendar and the Account menu instead of the signed-out links', async () => {
    await renderSignedIn();
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/calendar');
    expect(within(banner()).getByRole('searchbox', { name: 'Search memories' })).toHaveAttribute('placeholder', 'Search memories...');
    expect(within(banner()).getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('searches for the trimmed text with Enter, then clears the box', async () => {
    const { user, location } = await renderSignedIn();
    const box = within(banner()).getByRole('searchbox', { name: 'Search memories' });

    await user.type(box, '  birthday gift {Enter}');

    await waitFor(() => expect(location()).toBe('/search?q=birthday%20gift'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “birthday gift”' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('searches with the button too', async () => {
    const { user, location } = await renderSignedIn();

    await user.type(within(banner()).getByRole('searchbox', { name: 'Search memories' }), 'Maya');
    await user.click(within(banner()).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(location()).toBe('/search?q=Maya'));
  });

  it('ignores empty or blank searches', async () => {
    const { user, location } = await renderSignedIn();
    const box = within(banner()).getByRole('searchbox', { name: 'Search memories' });

    await user.type(box, '   {Enter}');
    await user.click(within(banner()).getByRole('button', { name: 'Search' }));

    expect(location()).toBe('/dashboard');
    expect(box).toHaveValue('   ');
  });

  it('opens Profile Settings from the Account menu', async () => {
    const { user, location } = await renderSignedIn();

    await user.click(within(banner()).getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile Settings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile settings' })).toBeInTheDocument();
    expect(location()).toBe('/profile');
  });

  it('logs out from the Account menu: tells the server, forgets the session and goes home', async () => {
    const { user, location, calls } = await renderSignedIn('/about');
    const token = localStorage.getItem('access_token');

    await user.click(within(banner()).getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(location()).toBe('/'));
    expect(calls('POST /api/auth/logout')[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(await within(banner()).findByRole('link', { name: 'About Us' })).toBeInTheDocument();
  });

  it('folds search, Dashboard, Calendar, Profile Settings and Logout into the toggle menu', async () => {
    const { user, location } = await renderSignedIn();
    const toggle = screen.getByRole('button', { name: 'Menu' });

    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;

    expect(within(menu).getByRole('searchbox', { name: 'Search memories' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Calendar', 'Profile Settings']);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.type(within(menu).getByRole('searchbox', { name: 'Search memories' }), 'anniversary{Enter}');

    await waitFor(() => expect(location()).toBe('/search?q=anniversary'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
