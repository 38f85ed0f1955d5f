import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchHit, SearchPage } from '@kindred/core/search';
import { stubApi, type ApiCall } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

const sarah = { id: 3, name: 'Sarah Lee', photoUrl: null };
const tom = { id: 5, name: 'Tom Okafor', photoUrl: null };

function hit(id: number, kindred: typeof sarah, rawText: string, highlights: [number, number][], title: string | null = null): SearchHit {
  return {
    memory: {
      id,
      kindredId: kindred.id,
      rawText,
      title,
      fullSummary: null,
      category: 'General',
      keyDate: null,
      processingStatus: 'completed',
      hasKeyDates: false,
      createdAt: '2025-03-10T10:00:00.000Z',
      updatedAt: '2025-03-10T10:00:00.000Z',
    },
    kindred,
    snippet: { text: rawText, highlights },
    score: 2,
  };
}

const listItem = (person: typeof sarah, relationship: string) => ({
  ...person,
  relationship,
  privateFromAi: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  memoryCount: 1,
  lastMemoryAt: null,
  nextKeyDate: null,
});

function renderSearch(path: string, search: (call: ApiCall) => SearchPage | Response) {
  const user = signInAs();
  const calls = stubApi({
    'GET /api/users/me': () => Response.json(user),
    'GET /api/kindreds/summary': () => Response.json([listItem(sarah, 'Friend'), listItem(tom, 'Brother')]),
    'GET /api/search/memories': (call) => {
      const answer = search(call);
      return answer instanceof Response ? answer : Response.json(answer);
    },
  });
  return { ...renderApp(path), calls };
}

describe('/search', () => {
  it('groups the hits by person, marks the matches, and links each hit to its memory', async () => {
    const { calls } = renderSearch('/search?q=%20birthday%20cake%20', () => ({
      items: [
        hit(9, sarah, 'Her birthday <b>cake</b> was lemon.', [[4, 12], [13, 24]], 'Birthday'),
        hit(11, tom, 'Tom brought a birthday card.', [[14, 22]]),
        hit(10, sarah, 'We planned the birthday.', [[15, 23]]),
      ],
      nextCursor: null,
    }));

    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “birthday cake”' })).toBeInTheDocument();
    expect(within(results).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Sarah Lee', 'Tom Okafor']);
    const sarahGroup = screen.getByRole('region', { name: 'Sarah Lee' });
    expect(within(sarahGroup).getByText('2 memories')).toBeInTheDocument();
    const links = within(sarahGroup).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/kindred/3/memory/9', '/kindred/3/memory/10']);
    // The snippet's markup-looking text stays text; only the ranges become <mark>.
    const marks = [...links[0]!.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['birthday', '<b>cake</b>']);
    expect(links[0]!.querySelector('b')).toBeNull();
    expect(within(links[0]!).getByText('March 10, 2025')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 memories found');
    expect(calls('GET /api/search/memories')[0]?.url.searchParams.get('q')).toBe('birthday cake');
  });

  it('loads more on the cursor', async () => {
    const { user, calls } = renderSearch('/search?q=walk', (call) =>
      call.url.searchParams.get('cursor') === 'page-2'
        ? { items: [hit(2, tom, 'Second walk.', [[7, 11]])], nextCursor: null }
        : { items: [hit(1, sarah, 'First walk.', [[6, 10]])], nextCursor: 'page-2' },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('1+ memories found');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('region', { name: 'Tom Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sarah Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls('GET /api/search/memories').map((call) => call.url.searchParams.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('filters by person through the URL', async () => {
    const { user, calls, location } = renderSearch('/search?q=walk', () => ({ items: [hit(1, sarah, 'First walk.', [[6, 10]])], nextCursor: null }));
    await screen.findByRole('region', { name: 'Search results' });
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Tom Okafor' }));
    await waitFor(() => expect(location()).toBe('/search?q=walk&person=5'));
    await waitFor(() => expect(calls('GET /api/search/memories').at(-1)?.url.searchParams.get('kindredId')).toBe('5'));
  });

  it('suggests the closest names when nothing matches', async () => {
    renderSearch('/search?q=Sarha%20birthday', () => ({ items: [], nextCursor: null }));
    expect(await screen.findByText('No memories match “Sarha birthday”.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sarah Lee' })).toHaveAttribute('href', '/search?q=Sarah%20Lee');
    expect(screen.getByText('Check the spelling, try fewer words, or remove quotes and -exclusions.')).toBeInTheDocument();
  });

  it('shows the server’s reason for a search it cannot run', async () => {
    renderSearch('/search?q=%22cake', () => Response.json({ error: 'A quoted phrase needs a closing quote (")', code: 'VALIDATION_FAILED' }, { status: 400 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A quoted phrase needs a closing quote (")');
  });

  it('does not search for blank text, and says how to search', async () => {
    const { calls } = renderSearch('/search?q=%20%20', () => ({ items: [], nextCursor: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search memories' })).toBeInTheDocument();
    expect(screen.getByText('Type a word or a name in the search box to find a memory.')).toBeInTheDocument();
    expect(calls('GET /api/search/memories')).toHaveLength(0);
  });
});
