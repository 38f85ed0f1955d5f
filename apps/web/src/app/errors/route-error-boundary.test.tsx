import { screen } from '@testing-library/react';
import { data, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { RouteErrorBoundary } from './route-error-boundary';

function routes(child: Omit<RouteObject, 'index' | 'children'>): () => RouteObject[] {
  return () => [{ path: '/', ErrorBoundary: RouteErrorBoundary, children: [{ index: true, ...child }] }];
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the router error screen with the status of a thrown response', async () => {
    renderApp(
      '/',
      routes({
        loader: () => {
          throw data(null, { status: 404, statusText: 'Not Found' });
        },
        Component: () => <p>never shown</p>,
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('shows the message a thrown response carries beneath its status', async () => {
    renderApp(
      '/',
      routes({
        loader: () => {
          throw data('The kindred does not exist', { status: 500 });
        },
        Component: () => <p>never shown</p>,
      }),
    );

    expect(await screen.findByText('500 Internal Server Error')).toBeInTheDocument();
    expect(screen.getByText('The kindred does not exist')).toBeInTheDocument();
  });

  it('shows the recovery screen when a page fails to render', async () => {
    renderApp(
      '/',
      routes({
        Component: () => {
          throw new Error('render failed');
        },
      }),
    );

    expect(await screen.findByRole('heading', { name: 'We hit a small bump in the road' })).toBeInTheDocument();
  });

  it('downloads a failed page chunk again on Try Again instead of replaying the failure', async () => {
    const load = vi
      .fn<() => Promise<{ Component: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Component: () => <p>The page loaded</p> });
    const { user } = renderApp('/', routes({ lazy: load }));

    await user.click(await screen.findByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('The page loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
