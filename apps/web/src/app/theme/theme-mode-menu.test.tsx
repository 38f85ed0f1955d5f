import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@kindred/core/constants';
import { setPrefersDark } from '../../testing/match-media';
import { renderWithProviders } from '../../testing/render-app';
import { ThemeModeMenu } from './theme-mode-menu';

const html = document.documentElement;

async function chooseMode(user: ReturnType<typeof renderWithProviders>['user'], label: string) {
  await user.click(screen.getByRole('button', { name: /^Theme:/ }));
  await user.click(await screen.findByRole('menuitemradio', { name: label }));
}

describe('ThemeModeMenu', () => {
  it('offers Light, Dark and System with the current mode checked', async () => {
    const { user } = renderWithProviders(<ThemeModeMenu />);

    await user.click(screen.getByRole('button', { name: 'Theme: System' }));

    expect(await screen.findByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'false');
  });

  it('applies and remembers the chosen mode', async () => {
    const { user } = renderWithProviders(<ThemeModeMenu />);

    await chooseMode(user, 'Dark');

    expect(html).toHaveClass('dark');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.themeMode)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });

  it('starts from the stored mode on the next visit', () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.themeMode, 'light');
    setPrefersDark(true);

    renderWithProviders(<ThemeModeMenu />);

    expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
    expect(html).toHaveClass('light');
  });

  it('follows the operating system in System mode, also when it changes', () => {
    setPrefersDark(true);
    renderWithProviders(<ThemeModeMenu />);
    expect(html).toHaveClass('dark');

    act(() => setPrefersDark(false));

    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
  });
});
