import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeKeyDate } from '../../features/key-dates/key-date-test-kit';
import { makeMemory } from '../../features/memories/memory-test-kit';
import { stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

function renderMemoryPage(path: string, handlers: Parameters<typeof stubApi>[0] = {}) {
  const account = signInAs();
  const calls = stubApi({
    'GET /api/users/me': () => Response.json(account),
    'GET /api/memories/42': () => Response.json(makeMemory({ id: 42, keyDate: '2024-03-10', hasKeyDates: true })),
    'GET /api/key-dates/memory/42': () => Response.json([makeKeyDate({ id: 5, memoryId: 42, eventTitle: "Sam's birthday", date: '1990-06-15' })]),
    ...handlers,
  });
  return { ...renderApp(path), calls };
}
const section = (name: string) => screen.getByRole('region', { name });

describe('/kindred/{kindredId}/memory/{memoryId}', () => {
  it('shows the memory in full with its key dates, an annual one on its next day as on the person page', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-01T12:00:00Z') });
    renderMemoryPage('/kindred/7/memory/42');

    expect(await screen.findByRole('heading', { level: 1, name: 'River walk with Sam' })).toBeInTheDocument();
    expect(screen.getByText('Written May 2, 2024')).toBeInTheDocument();
    expect(screen.getByText('Key date: March 10, 2024')).toBeInTheDocument();
    expect(screen.getByText('Friendship')).toBeInTheDocument();
    expect(within(section('Summary')).getByText(/thinking about moving to Lisbon next spring/)).toBeInTheDocument();
    expect(within(section('What you wrote')).getByText(/Sam talked about moving to Lisbon/)).toBeInTheDocument();
    expect(await within(section('Key Dates')).findByText("Sam's birthday")).toBeInTheDocument();
    expect(within(section('Key Dates')).getByText('June 15, 2025')).toBeInTheDocument();
    expect(within(section('Key Dates')).getByText('Turns 35')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/kindred/7');
  });

  it('updates by itself while the AI works, every 2 s, and stops once it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    const processing = makeMemory({ id: 42, title: null, fullSummary: null, processingStatus: 'processing' });
    const { calls } = renderMemoryPage('/kindred/7/memory/42', {
      'GET /api/memories/42': () => Response.json(++reads === 1 ? processing : makeMemory({ id: 42 })),
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Kindred is processing this memory...');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We walked along the river and ...');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { level: 1, name: 'River walk with Sam' })).toBeInTheDocument();
    expect(screen.queryByText('Kindred is processing this memory...')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls('GET /api/memories/42')).toHaveLength(2);
  });

  it('says the memory is not there when the server does not know it', async () => {
    renderMemoryPage('/kindred/7/memory/42', { 'GET /api/memories/42': () => Response.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Memory not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/kindred/7');
  });

  it('says the memory is not there when the address names another kindred', async () => {
    renderMemoryPage('/kindred/8/memory/42');

    expect(await screen.findByRole('heading', { level: 1, name: 'Memory not found' })).toBeInTheDocument();
  });

  it.each([
    ['/kindred/undefined/memory/42', 'Invalid kindred ID'],
    ['/kindred/7/memory/undefined', 'Invalid memory ID'],
    ['/kindred/7/memory/abc', 'Invalid memory ID'],
  ])('rejects the address %s with "%s"', async (path, message) => {
    const { calls } = renderMemoryPage(path);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls('GET /api/memories/42')).toHaveLength(0);
  });

  it('deletes the memory and goes back to the profile', async () => {
    const { user, location, calls } = renderMemoryPage('/kindred/7/memory/42', {
      'DELETE /api/memories/42': () => new Response(null, { status: 204 }),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Memory' })).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(location()).toBe('/kindred/7'));
    expect(calls('DELETE /api/memories/42')).toHaveLength(1);
  });

  it('edits the memory and shows the saved version', async () => {
    let title = 'River walk with Sam';
    const { user } = renderMemoryPage('/kindred/7/memory/42', {
      'GET /api/memories/42': () => Response.json(makeMemory({ id: 42, title })),
      'GET /api/key-dates/memory/42': () => Response.json([]),
      'PUT /api/memories/42': ({ body }) => {
        title = (body as { title: string }).title;
        return Response.json(makeMemory({ id: 42, title }));
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Memory' });
    await user.clear(within(dialog).getByRole('textbox', { name: /^Title/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Lisbon plans');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon plans' })).toBeInTheDocument();
  });
});
