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
    expect(within(banner()).getByRole('combobox', { name: 'Search memories' })).toHaveAttribute('placeholder', 'Search memories...');
    expect(within(banner()).getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('searches for the trimmed text with Enter, then clears the box', async () => {
    const { user, location } = await renderSignedIn();
    const box = within(banner()).getByRole('combobox', { name: 'Search memories' });

    await user.type(box, '  birthday gift {Enter}');

    await waitFor(() => expect(location()).toBe('/search?q=birthday%20gift'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “birthday gift”' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('searches with the button too', async () => {
    const { user, location } = await renderSignedIn();

    await user.type(within(banner()).getByRole('combobox', { name: 'Search memories' }), 'Maya');
    await user.click(within(banner()).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(location()).toBe('/search?q=Maya'));
  });

  it('ignores empty or blank searches', async () => {
    const { user, location } = await renderSignedIn();
    const box = within(banner()).getByRole('combobox', { name: 'Search memories' });

    await user.type(box, '   {Enter}');
    await user.click(within(banner()).getByRole('button', { name: 'Search' }));

    expect(location()).toBe('/dashboard');
    expect(box).toHaveValue('   ');
  });

  describe('people first', () => {
    const people = [
      { id: 4, name: 'Sarah Lee', relationship: 'Friend', photoUrl: null, privateFromAi: false, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', memoryCount: 3, lastMemoryAt: null, nextKeyDate: null },
      { id: 5, name: 'Tom Okafor', relationship: 'Brother', photoUrl: null, privateFromAi: false, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', memoryCount: 0, lastMemoryAt: null, nextKeyDate: null },
    ];
    async function renderWithPeople() {
      const signedIn = signInAs();
      stubApi({
        'GET /api/users/me': () => Response.json(signedIn),
        'GET /api/kindreds/summary': () => Response.json(people),
        'GET /api/kindreds/4': () => Response.json(people[0]),
      });
      const rendered = renderApp('/dashboard');
      await screen.findByRole('heading', { level: 1 });
      return rendered;
    }

    it('offers the people whose name matches, typos included, before searching memories', async () => {
      const { user } = await renderWithPeople();
      await user.type(within(banner()).getByRole('combobox', { name: 'Search memories' }), 'sarha');
      const list = await within(banner()).findByRole('listbox', { name: 'Suggestions' });
      await waitFor(() => expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Sarah LeeFriend', 'Search memories for “sarha”']));
    });

    it('jumps straight to a person chosen with the arrows, and clears the box', async () => {
      const { user, location } = await renderWithPeople();
      const box = within(banner()).getByRole('combobox', { name: 'Search memories' });
      await user.type(box, 'sar');
      await within(banner()).findByRole('option', { name: /Sarah Lee/ });
      await user.keyboard('{ArrowDown}');
      expect(box).toHaveAttribute('aria-activedescendant', within(banner()).getByRole('option', { name: /Sarah Lee/ }).id);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(location()).toBe('/kindred/4'));
      expect(box).toHaveValue('');
    });

    it('still searches memories with Enter when no suggestion is chosen, and Escape closes the list', async () => {
      const { user, location } = await renderWithPeople();
      const box = within(banner()).getByRole('combobox', { name: 'Search memories' });
      await user.type(box, 'sarah');
      await within(banner()).findByRole('option', { name: /Sarah Lee/ });
      await user.keyboard('{Escape}');
      expect(box).toHaveAttribute('aria-expanded', 'false');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(location()).toBe('/search?q=sarah'));
    });
  });

  it('focuses the box on / and on Ctrl+K, but types / into other fields', async () => {
    const { user } = await renderSignedIn();
    const box = within(banner()).getByRole('combobox', { name: 'Search memories' });
    expect(box).not.toHaveFocus();
    await user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    box.blur();
    await user.keyboard('{Control>}k{/Control}');
    expect(box).toHaveFocus();
    await user.keyboard('a/b');
    expect(box).toHaveValue('a/b');
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

    expect(within(menu).getByRole('combobox', { name: 'Search memories' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Calendar', 'Profile Settings']);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.type(within(menu).getByRole('combobox', { name: 'Search memories' }), 'anniversary{Enter}');

    await waitFor(() => expect(location()).toBe('/search?q=anniversary'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
