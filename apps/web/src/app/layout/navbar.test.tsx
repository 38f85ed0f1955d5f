import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubClientConfig } from '../../testing/render-app';

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
