import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

const result = {
  id: 9,
  kindredId: 3,
  kindredName: 'Sarah',
  rawText: 'We baked sourdough bread together on a rainy Sunday.',
  title: null,
  fullSummary: null,
  category: '',
  keyDate: '2025-03-09',
  processingStatus: 'processing',
  hasKeyDates: true,
  createdAt: '2025-03-10T10:00:00.000Z',
  updatedAt: '2025-03-10T10:00:00.000Z',
};

describe('/search', () => {
  it('shows the memories that match, each linking to its page', async () => {
    const user = signInAs();
    const calls = stubApi({ 'GET /api/users/me': () => Response.json(user), 'GET /api/search/memories': () => Response.json([result]) });
    renderApp('/search?q=%20sourdough%20');

    const link = await screen.findByRole('link', { name: 'We baked sourdough bread toget...' });
    expect(link).toHaveAttribute('href', '/kindred/3/memory/9');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “sourdough”' })).toBeInTheDocument();
    expect(screen.getByText('Sarah · March 9, 2025')).toBeInTheDocument();
    expect(screen.getByText('General')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 memory found');
    expect(calls('GET /api/search/memories')[0]?.url.searchParams.get('q')).toBe('sourdough');
  });

  it('says so when nothing matches', async () => {
    const user = signInAs();
    stubApi({ 'GET /api/users/me': () => Response.json(user), 'GET /api/search/memories': () => Response.json([]) });
    renderApp('/search?q=zebra');
    expect(await screen.findByText('No memories match “zebra”.')).toBeInTheDocument();
  });

  it('does not search for blank text', async () => {
    const user = signInAs();
    const calls = stubApi({ 'GET /api/users/me': () => Response.json(user) });
    renderApp('/search?q=%20%20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search memories' })).toBeInTheDocument();
    expect(calls('GET /api/search/memories')).toHaveLength(0);
  });
});
