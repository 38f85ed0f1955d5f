import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe('the app shell', () => {
  it('scrolls to the top when the route changes', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    vi.mocked(window.scrollTo).mockClear();

    await user.click(screen.getAllByRole('link', { name: 'About Us' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'We help you be the friend who remembers' });

    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('names the page in the browser tab', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });

    expect(document.title).toBe('About · Kindred');
  });

  it('shows a loading spinner while the first page loads', () => {
    renderApp('/about');

    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('lets keyboard users skip to the main content', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.tab();

    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
