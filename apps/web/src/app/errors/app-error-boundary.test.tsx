import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../lib/reload-page';
import { renderWithProviders } from '../../testing/render-app';
import { AppErrorBoundary } from './app-error-boundary';

vi.mock('../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

let shouldThrow = true;

function Flaky() {
  if (shouldThrow) throw new Error('render failed');
  return <p>All good again</p>;
}

function renderBoundary() {
  return renderWithProviders(
    <AppErrorBoundary>
      <Flaky />
    </AppErrorBoundary>,
  );
}

describe('AppErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
    // React reports every caught render error on the console; the test expects them.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.mocked(console.error).mockRestore());

  it('replaces a crashed child with the recovery screen of spec §2.3', () => {
    renderBoundary();

    expect(screen.getByRole('heading', { level: 1, name: 'We hit a small bump in the road' })).toHaveFocus();
    expect(
      screen.getByText(
        "We're having trouble displaying this page. Let's try refreshing or starting over. If the problem continues, our support team is ready to help.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact our support team' })).toHaveAttribute('href', '/contact');
  });

  it('returns to the normal state on Try Again', async () => {
    const { user } = renderBoundary();
    shouldThrow = false;

    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByText('All good again')).toBeInTheDocument();
    expect(screen.queryByText('We hit a small bump in the road')).not.toBeInTheDocument();
  });

  it('reloads the page on Refresh Page', async () => {
    const { user } = renderBoundary();

    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));

    expect(reloadPage).toHaveBeenCalledOnce();
  });
});
