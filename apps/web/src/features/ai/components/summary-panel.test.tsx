import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { KindredSummary, SummaryStatus } from '@kindred/core/ai';
import { stubApi } from '../../../testing/api-stub';
import { makeAttributes, makeSummary, renderSignedIn } from '../ai-test-kit';
import { SummaryPanel } from './summary-panel';

// The server's "no summary yet": 204 with no body.
const noSummaryYet = () => new Response(null, { status: 204 });
const statusOf = (summary: KindredSummary | null, hasPendingGeneration = false): SummaryStatus => ({
  kindredId: 7,
  hasSummary: summary !== null,
  hasPendingGeneration,
  generatedAt: summary?.generatedAt ?? null,
});

function renderPanel(handlers: Parameters<typeof stubApi>[0]) {
  const calls = stubApi(handlers);
  return { ...renderSignedIn(<SummaryPanel kindredId={7} name="Ava" />), calls };
}
const list = (heading: string) => screen.getByRole('list', { name: heading });
const generatingNote = () => screen.queryByText('Kindred is updating what it knows about Ava...');

describe('SummaryPanel', () => {
  it('shows the filled lists under their headings, when the summary was written, and hides empty lists', async () => {
    const summary = makeSummary({
      attributes: makeAttributes({ interests: ['Pottery', 'Trail running'], key_memories: ['Hiked the Pyrenees together'], personal_attributes: ['Curious'] }),
    });
    renderPanel({ 'GET /api/kindreds/7/summary': () => Response.json(summary), 'GET /api/kindreds/7/summary/status': () => Response.json(statusOf(summary)) });
    expect(screen.getByRole('progressbar', { name: 'Loading the summary' })).toBeInTheDocument();

    expect(await screen.findByRole('list', { name: 'Interests' })).toBeInTheDocument();
    expect(within(list('Interests')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pottery', 'Trail running']);
    expect(within(list('Key memories')).getByText('Hiked the Pyrenees together')).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Personal attributes', 'Interests', 'Key memories']);
    expect(screen.getByText('Updated 5 minutes ago')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
    expect(generatingNote()).not.toBeInTheDocument();
  });

  it('says so kindly when the summary has nothing in it yet', async () => {
    const summary = makeSummary({ attributes: makeAttributes() });
    renderPanel({ 'GET /api/kindreds/7/summary': () => Response.json(summary), 'GET /api/kindreds/7/summary/status': () => Response.json(statusOf(summary)) });

    expect(await screen.findByText('Nothing to sum up about Ava yet. Add a few memories and this fills in by itself.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('explains the summary before there is one, and offers to generate it', async () => {
    renderPanel({ 'GET /api/kindreds/7/summary': noSummaryYet, 'GET /api/kindreds/7/summary/status': () => Response.json(statusOf(null)) });

    expect(await screen.findByRole('heading', { name: 'No summary yet' })).toBeInTheDocument();
    expect(screen.getByText(/Kindred sums up what you know about Ava here/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate summary' })).toBeInTheDocument();
  });

  it('regenerates: a generating note while the server works, then the new summary by itself, and polling stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const old = makeSummary();
    const fresh = makeSummary({ generatedAt: new Date().toISOString(), attributes: makeAttributes({ goals: ['Run a marathon'] }) });
    let current = old;
    let statusReads = 0;
    const { user, calls } = renderPanel({
      'GET /api/kindreds/7/summary': () => Response.json(current),
      'GET /api/kindreds/7/summary/status': () => {
        statusReads += 1;
        // The second poll after the request finds the new summary written.
        if (statusReads === 3) current = fresh;
        return Response.json(statusReads >= 3 ? statusOf(fresh) : statusOf(old, statusReads > 1));
      },
      'POST /api/kindreds/7/summary/regenerate': () => Response.json(statusOf(old, true), { status: 202 }),
    });
    await screen.findByRole('list', { name: 'Interests' });

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));

    expect(await screen.findByText('Kindred is updating what it knows about Ava...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Kindred is updating what it knows about Ava...');
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(generatingNote()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    expect(await screen.findByRole('list', { name: 'Goals' })).toHaveTextContent('Run a marathon');
    expect(screen.queryByRole('list', { name: 'Interests' })).not.toBeInTheDocument();
    expect(generatingNote()).not.toBeInTheDocument();
    expect(screen.getByText('Updated just now')).toBeInTheDocument();
    const polls = calls('GET /api/kindreds/7/summary/status').length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls('GET /api/kindreds/7/summary/status')).toHaveLength(polls);
    expect(calls('POST /api/kindreds/7/summary/regenerate')).toHaveLength(1);
  });

  it('shows a summary the server is already rewriting as generating, until it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fresh = makeSummary({ generatedAt: new Date().toISOString(), attributes: makeAttributes({ preferences: ['Oat milk'] }) });
    let isDone = false;
    renderPanel({
      'GET /api/kindreds/7/summary': () => (isDone ? Response.json(fresh) : noSummaryYet()),
      'GET /api/kindreds/7/summary/status': () => Response.json(isDone ? statusOf(fresh) : statusOf(null, true)),
    });

    expect(await screen.findByText('Kindred is updating what it knows about Ava...')).toBeInTheDocument();
    isDone = true;
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    expect(await screen.findByRole('list', { name: 'Preferences' })).toHaveTextContent('Oat milk');
    expect(generatingNote()).not.toBeInTheDocument();
  });

  it('reports a failed regenerate request', async () => {
    const summary = makeSummary();
    const { user } = renderPanel({
      'GET /api/kindreds/7/summary': () => Response.json(summary),
      'GET /api/kindreds/7/summary/status': () => Response.json(statusOf(summary)),
      'POST /api/kindreds/7/summary/regenerate': () => Response.json({ error: 'Server error. Please try again later.', code: 'INTERNAL' }, { status: 500 }),
    });
    await screen.findByRole('list', { name: 'Interests' });

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    expect(generatingNote()).not.toBeInTheDocument();
  });

  it('offers a retry when the summary fails to load', async () => {
    let reads = 0;
    const { user } = renderPanel({
      'GET /api/kindreds/7/summary': () => (++reads === 1 ? Response.json({ error: 'Down', code: 'INTERNAL' }, { status: 500 }) : Response.json(makeSummary())),
      'GET /api/kindreds/7/summary/status': () => Response.json(statusOf(makeSummary())),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the summary.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('list', { name: 'Interests' })).toBeInTheDocument();
  });
});
