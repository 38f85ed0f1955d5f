import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Memory } from '@kindred/core/memory';
import { deferred, stubApi } from '../../../testing/api-stub';
import { makeMemory, renderSignedIn } from '../memory-test-kit';
import { MemoryList } from './memory-list';

const page = (items: Memory[], nextCursor: string | null = null) => Response.json({ items, nextCursor });

function renderList(handlers: Parameters<typeof stubApi>[0]) {
  const calls = stubApi(handlers);
  return { ...renderSignedIn(<MemoryList kindredId={7} kindredName="Sam" />), calls };
}
const row = (title: string) => screen.getByRole('article', { name: title });

describe('MemoryList', () => {
  it('shows each memory as spec §2.4 describes, with every fallback', async () => {
    const longText = `${'Sam and I cooked paella at her place. '.repeat(5)}The end.`;
    renderList({
      'GET /api/kindreds/7/memories': () =>
        page([
          makeMemory({ id: 1, keyDate: '2024-03-10', category: 'Family', hasKeyDates: true }),
          makeMemory({ id: 2, title: null, fullSummary: null, rawText: longText, category: '', createdAt: '2024-05-02T12:00:00.000Z' }),
          makeMemory({ id: 3, title: '  ', fullSummary: null, rawText: '' }),
        ]),
    });

    const first = await screen.findByRole('article', { name: 'River walk with Sam' });
    // The day it was written, with the key date found in it kept apart as a chip (issue #17).
    expect(within(first).getByText('Written May 2, 2024')).toBeInTheDocument();
    expect(within(first).getByText('May 2024')).toBeInTheDocument();
    expect(within(first).getByText('2')).toBeInTheDocument();
    expect(within(first).getByText('Key date: March 10, 2024')).toBeInTheDocument();
    expect(within(first).queryByText('Mar 2024')).not.toBeInTheDocument();
    expect(within(first).getByText('Family')).toBeInTheDocument();
    expect(within(first).getByText('Key Dates')).toBeInTheDocument();
    expect(within(first).getByText(/Sam is thinking about moving to Lisbon/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View full memory' })).toHaveAttribute('href', '/kindred/7/memory/1');
    expect(within(first).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    const second = row(`${longText.slice(0, 30)}...`);
    expect(within(second).getByText('Written May 2, 2024')).toBeInTheDocument();
    expect(within(second).queryByText(/^Key date:/)).not.toBeInTheDocument();
    expect(within(second).getByText('General')).toBeInTheDocument();
    expect(within(second).getByText(longText.slice(0, 150).trim())).toBeInTheDocument();
    expect(within(second).queryByText(longText.trim())).not.toBeInTheDocument();
    expect(within(second).queryByText('Key Dates')).not.toBeInTheDocument();

    const third = row('Untitled Memory');
    expect(within(third).getByText('Memory content unavailable')).toBeInTheDocument();
  });

  it('shows a failed memory with its raw text, and Retry sends it back to the AI at once', async () => {
    const failed = makeMemory({ id: 4, title: null, fullSummary: null, rawText: 'Dinner at the Thai place', processingStatus: 'error' });
    const retried = deferred<Response>();
    const { user, calls } = renderList({
      'GET /api/kindreds/7/memories': () => page([failed]),
      'POST /api/memories/4/retry': () => retried.promise,
    });

    const memory = await screen.findByRole('article', { name: 'Dinner at the Thai place...' });
    expect(within(memory).getByText('Dinner at the Thai place')).toBeInTheDocument();
    expect(within(memory).getByText(/Error processing memory\./)).toBeInTheDocument();

    await user.click(within(memory).getByRole('button', { name: 'Retry' }));

    expect(within(memory).getByRole('status')).toHaveTextContent('Kindred is processing this memory...');
    expect(within(memory).queryByText(/Error processing memory\./)).not.toBeInTheDocument();
    await waitFor(() => expect(calls('POST /api/memories/4/retry')).toHaveLength(1));
    retried.resolve(Response.json({ ...failed, processingStatus: 'processing' }));
  });

  it('reads the list once, then only the memory still processing, every 2 s until it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const processing = makeMemory({ id: 2, title: null, fullSummary: null, rawText: 'Lunch with Sam', processingStatus: 'processing' });
    let reads = 0;
    const { calls } = renderList({
      'GET /api/kindreds/7/memories': () => page([processing, makeMemory({ id: 1, title: 'Older memory' })]),
      'GET /api/memories/2': () => Response.json(++reads === 1 ? processing : makeMemory({ id: 2, title: 'Lunch by the river' })),
    });

    const memory = await screen.findByRole('article', { name: 'Lunch with Sam...' });
    expect(within(memory).getByRole('status')).toHaveTextContent('Kindred is processing this memory...');
    expect(calls('GET /api/memories/2')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(calls('GET /api/memories/2')).toHaveLength(1);
    expect(within(row('Lunch with Sam...')).getByRole('status')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('article', { name: 'Lunch by the river' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(row('Older memory')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls('GET /api/memories/2')).toHaveLength(2);
    expect(calls('GET /api/memories/1')).toHaveLength(0);
    expect(calls('GET /api/kindreds/7/memories')).toHaveLength(1);
  });

  it('polls a processing memory on an older page without reading any page again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const processing = makeMemory({ id: 2, title: null, fullSummary: null, rawText: 'Lunch with Sam', processingStatus: 'processing' });
    const { user, calls } = renderList({
      'GET /api/kindreds/7/memories': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2' ? page([processing]) : page([makeMemory({ id: 1, title: 'Newest memory' })], 'page-2'),
      'GET /api/memories/2': () => Response.json(makeMemory({ id: 2, title: 'Lunch by the river' })),
    });

    await screen.findByRole('article', { name: 'Newest memory' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Lunch with Sam...' });

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('article', { name: 'Lunch by the river' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls('GET /api/memories/2')).toHaveLength(1);
    expect(calls('GET /api/kindreds/7/memories').map((call) => call.url.searchParams.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('loads older memories with "Load more"', async () => {
    const { user, calls } = renderList({
      'GET /api/kindreds/7/memories': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? page([makeMemory({ id: 2, title: 'Older memory' })])
          : page([makeMemory({ id: 1, title: 'Newest memory' })], 'page-2'),
    });

    await screen.findByRole('article', { name: 'Newest memory' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('article', { name: 'Older memory' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls('GET /api/kindreds/7/memories').map((call) => call.url.searchParams.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('says so when there are no memories yet', async () => {
    renderList({ 'GET /api/kindreds/7/memories': () => page([]) });

    expect(await screen.findByText('No memories yet. Add the first thing you want to remember.')).toBeInTheDocument();
  });

  it('shows a spinner while loading, and a way to try again when loading fails', async () => {
    let reads = 0;
    const { user } = renderList({
      'GET /api/kindreds/7/memories': () => (++reads === 1 ? Response.json({ error: 'Down', code: 'INTERNAL' }, { status: 500 }) : page([makeMemory()])),
    });
    expect(screen.getByRole('progressbar', { name: 'Loading memories' })).toBeInTheDocument();

    expect(await screen.findByText("We couldn't load the memories.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'River walk with Sam' })).toBeInTheDocument();
  });

  it('opens the Edit and Delete dialogs for a memory', async () => {
    const { user } = renderList({
      'GET /api/kindreds/7/memories': () => page([makeMemory()]),
      'GET /api/key-dates/memory/1': () => Response.json([]),
    });
    const memory = await screen.findByRole('article', { name: 'River walk with Sam' });

    await user.click(within(memory).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Memory' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(memory).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Memory' })).toBeInTheDocument();
  });
});
