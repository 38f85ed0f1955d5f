import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '@kindred/core/calendar';
import type { Kindred, KindredListItem } from '@kindred/core/kindred';
import { session } from '../../lib/auth/session';
import { deferred, stubApi } from '../../testing/api-stub';
import { calendarEntry as entry } from '../../testing/calendar-entries';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

const STAMP = '2026-01-05T10:00:00.000Z';

function makeKindred(overrides: Partial<KindredListItem> = {}): KindredListItem {
  return {
    id: 7,
    name: 'Ava Chen',
    relationship: 'Sister',
    photoUrl: null,
    privateFromAi: false,
    keepInTouch: 'none',
    createdAt: STAMP,
    updatedAt: STAMP,
    memoryCount: 0,
    lastMemoryAt: null,
    nextKeyDate: null,
    ...overrides,
  };
}

const ava = makeKindred({
  photoUrl: '/api/kindreds/7/photo/f3a9.webp',
  memoryCount: 3,
  lastMemoryAt: STAMP,
  nextKeyDate: { id: 2, date: '2026-03-10', eventTitle: 'Birthday', annual: true },
});
const leo = makeKindred({ id: 9, name: 'Leo Martin', relationship: 'Friend', memoryCount: 1 });

type Handlers = Parameters<typeof stubApi>[0];

/** Signs in, stubs the dashboard's reads (overridable) and opens /dashboard. */
function renderDashboard(handlers: Handlers = {}, kindreds: KindredListItem[] = [ava, leo]) {
  const account = signInAs();
  const calls = stubApi({
    'GET /api/users/me': () => Response.json(account),
    'GET /api/kindreds/summary': () => Response.json(kindreds),
    'GET /api/calendar/entries': () => Response.json([]),
    'GET /api/reminders/today': () => Response.json([]),
    'GET /api/suggestions': () => Response.json([]),
    'GET /api/memories/activity': () => Response.json([]),
    ...handlers,
  });
  return { ...renderApp('/dashboard'), calls };
}

const region = (name: string) => screen.findByRole('region', { name });

afterEach(() => vi.restoreAllMocks());

describe('/dashboard', () => {
  it('welcomes a first-time user until they skip the first steps, and not again', async () => {
    const user = signInAs({ isFirstTimeLogin: true });
    const calls = stubApi({
      'GET /api/users/me': () => Response.json(user),
      'PATCH /api/users/me': () => Response.json({ ...user, isFirstTimeLogin: false }),
      'GET /api/kindreds/summary': () => Response.json([]),
      'GET /api/calendar/entries': () => Response.json([]),
      'GET /api/reminders/today': () => Response.json([]),
      'GET /api/suggestions': () => Response.json([]),
      'GET /api/memories/activity': () => Response.json([]),
    });
    const rendered = renderApp('/dashboard');

    await rendered.user.click(await screen.findByRole('button', { name: 'Skip for now' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Welcome to Kindred!' })).not.toBeInTheDocument());
    expect(calls('PATCH /api/users/me')[0]?.body).toEqual({ isFirstTimeLogin: false });
    expect(session.getSnapshot().user?.isFirstTimeLogin).toBe(false);
    expect(JSON.parse(localStorage.getItem('auth_user')!)).toMatchObject({ isFirstTimeLogin: false });
  });

  it('greets a returning user by the time of day, without the welcome', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 4, 19, 15));
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Good evening, Maya')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('shows a card per person: photo or initials, relationship, memory count, next key date, link', async () => {
    renderDashboard();
    const people = await region('Your people');

    const avaCard = (await within(people).findByRole('link', { name: 'Ava Chen' })).closest('article')!;
    expect(within(people).getByRole('link', { name: 'Ava Chen' })).toHaveAttribute('href', '/kindred/7');
    expect(within(avaCard).getByRole('img', { name: 'Photo of Ava Chen' })).toHaveAttribute('src', '/api/kindreds/7/photo/f3a9.webp');
    expect(within(avaCard).getByText('Sister')).toBeInTheDocument();
    expect(within(avaCard).getByText('3 memories')).toBeInTheDocument();
    expect(within(avaCard).getByText('Next: Birthday, March 10, 2026')).toBeInTheDocument();

    const leoCard = within(people).getByRole('link', { name: 'Leo Martin' }).closest('article')!;
    expect(within(leoCard).queryByRole('img')).not.toBeInTheDocument();
    expect(within(leoCard).getByText('LM')).toBeInTheDocument();
    expect(within(leoCard).getByText('1 memory')).toBeInTheDocument();
    expect(within(leoCard).getByText('No upcoming key dates')).toBeInTheDocument();
  });

  it('shows skeletons while the people load', async () => {
    let answer!: (response: Response) => void;
    renderDashboard({ 'GET /api/kindreds/summary': () => new Promise<Response>((resolve) => (answer = resolve)) });

    expect(await screen.findByRole('status', { name: 'Loading your people' })).toBeInTheDocument();
    // The skeletons show from the first render; the request may leave a moment later.
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(Response.json([leo]));
    expect(await screen.findByRole('link', { name: 'Leo Martin' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your people' })).not.toBeInTheDocument();
  });

  it('reports a failed load and tries again on request', async () => {
    let attempts = 0;
    const { user } = renderDashboard({
      'GET /api/kindreds/summary': () =>
        ++attempts === 1 ? Response.json({ error: 'Boom', code: 'INTERNAL' }, { status: 500 }) : Response.json([leo]),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your people.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Leo Martin' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('invites adding the first person when there is nobody yet', async () => {
    const { user } = renderDashboard({}, []);

    await user.click(await screen.findByRole('button', { name: 'Add your first person' }));

    expect(await screen.findByRole('dialog', { name: 'Add Someone Important' })).toHaveAccessibleDescription(
      'Start building a meaningful relationship profile',
    );
  });

  describe('Add Someone Important', () => {
    async function openDialog(handlers: Handlers = {}, kindreds?: KindredListItem[]) {
      const rendered = renderDashboard(handlers, kindreds);
      await rendered.user.click(await screen.findByRole('button', { name: 'Add Someone Important' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Someone Important' });
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      const relationship = within(dialog).getByRole('textbox', { name: 'Relationship' });
      const submit = within(dialog).getByRole('button', { name: 'Add Kindred' });
      return { ...rendered, dialog, name, relationship, submit };
    }

    it('shows a field’s error only once it has been left, and keeps submit disabled while invalid', async () => {
      const { user, dialog, name, relationship, submit } = await openDialog();
      expect(relationship).toHaveAttribute('placeholder', 'e.g., Friend, Family, Colleague');
      expect(submit).toBeDisabled();
      expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();

      await user.click(name);
      await user.tab();

      expect(name).toHaveAccessibleDescription('Name is required');
      expect(within(dialog).queryByText('Relationship is required')).not.toBeInTheDocument();

      await user.type(name, '   ');
      await user.type(relationship, 'Friend');
      expect(name).toHaveAccessibleDescription('Name is required');
      expect(submit).toBeDisabled();

      await user.type(name, 'Jon');
      expect(name).not.toHaveAccessibleDescription();
      expect(submit).toBeEnabled();

      await user.clear(relationship);
      await user.tab();
      expect(relationship).toHaveAccessibleDescription('Relationship is required');
      expect(submit).toBeDisabled();
    });

    it('reports a name over the length limit', async () => {
      const { user, name } = await openDialog();

      await user.click(name);
      await user.paste('x'.repeat(101));
      await user.tab();

      expect(name).toHaveAccessibleDescription('Name must be no more than 100 characters long');
    });

    it('disables submit while sending, then shows the server’s error inside the dialog and keeps it open', async () => {
      const answer = deferred<Response>();
      const { user, dialog, name, relationship, submit } = await openDialog({ 'POST /api/kindreds': () => answer.promise });

      await user.type(name, 'Jon');
      await user.type(relationship, 'Friend');
      await user.click(submit);

      expect(submit).toBeDisabled();
      expect(submit).toHaveAttribute('aria-busy', 'true');
      answer.resolve(Response.json({ error: 'You already have someone called Jon', code: 'CONFLICT' }, { status: 409 }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already have someone called Jon');
      expect(screen.getByRole('dialog', { name: 'Add Someone Important' })).toBeInTheDocument();
    });

    it('adds the person, trimmed: the dialog closes, a toast confirms and the new card appears', async () => {
      const list = [leo];
      const { user, name, relationship, submit, calls } = await openDialog({
        'GET /api/kindreds/summary': () => Response.json(list),
        'POST /api/kindreds': ({ body }) => {
          const created: Kindred = { id: 12, ...(body as { name: string; relationship: string }), photoUrl: null, privateFromAi: false, keepInTouch: 'none', createdAt: STAMP, updatedAt: STAMP };
          list.unshift(makeKindred(created));
          return Response.json(created, { status: 201 });
        },
      });

      await user.type(name, '  Jon Snow ');
      await user.type(relationship, ' Brother');
      await user.click(submit);

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls('POST /api/kindreds')[0]?.body).toEqual({ name: 'Jon Snow', relationship: 'Brother' });
      expect(await screen.findByText('Jon Snow has been added.')).toBeInTheDocument();
      const people = await region('Your people');
      expect(within(people).getByRole('link', { name: 'Jon Snow' })).toHaveAttribute('href', '/kindred/12');
    });
  });

  describe('Today', () => {
    it('lists today’s dates with the person, linked, and the years', async () => {
      renderDashboard({
        'GET /api/reminders/today': () =>
          Response.json([entry(), entry({ keyDateId: 3, title: 'Wedding anniversary', kindred: { id: 9, name: 'Leo Martin', photoUrl: null }, years: 10 })]),
      });
      const today = await region('Today');

      const items = await within(today).findAllByRole('listitem');
      expect(items[0]).toHaveTextContent('Birthday');
      expect(items[0]).toHaveTextContent('Ava Chen · Turns 36');
      expect(items[1]).toHaveTextContent('Leo Martin · 10th anniversary');
      expect(within(items[1]!).getByRole('link', { name: 'Leo Martin' })).toHaveAttribute('href', '/kindred/9');
    });

    it('shows a loading state, then says when nothing is today', async () => {
      const answer = deferred<Response>();
      renderDashboard({ 'GET /api/reminders/today': () => answer.promise });
      const today = await region('Today');

      expect(await within(today).findByRole('status', { name: "Loading today's dates" })).toBeInTheDocument();
      answer.resolve(Response.json([]));
      expect(await within(today).findByText('Nothing today.')).toBeInTheDocument();
    });

    it('reports a failed load and tries again on request', async () => {
      let attempts = 0;
      const { user } = renderDashboard({
        'GET /api/reminders/today': () =>
          ++attempts === 1 ? Response.json({ error: 'Boom', code: 'INTERNAL' }, { status: 500 }) : Response.json([entry()]),
      });
      const today = await region('Today');

      expect(await within(today).findByRole('alert')).toHaveTextContent("We couldn't load today's dates.");
      await user.click(within(today).getByRole('button', { name: 'Try again' }));
      expect(await within(today).findByRole('link', { name: 'Ava Chen' })).toBeInTheDocument();
    });
  });

  describe('Coming up', () => {
    it('asks for the 30 days after today and lists them soonest first, with how soon', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-04T12:00:00Z'));
      const { calls } = renderDashboard({
        'GET /api/calendar/entries': () =>
          Response.json([
            entry({ date: '2026-03-05', years: null }),
            entry({ keyDateId: 4, title: 'Trip to Japan', annual: false, date: '2026-03-20', kindred: { id: 9, name: 'Leo Martin', photoUrl: null }, years: null }),
          ]),
      });
      const upcoming = await region('Coming up in the next 30 days');

      const items = await within(upcoming).findAllByRole('listitem');
      expect(items[0]).toHaveTextContent('Ava Chen · March 5, 2026 · Tomorrow');
      expect(items[1]).toHaveTextContent('Trip to Japan');
      expect(items[1]).toHaveTextContent('Leo Martin · March 20, 2026 · In 16 days');
      expect(within(items[1]!).getByRole('link', { name: 'Leo Martin' })).toHaveAttribute('href', '/kindred/9');
      const query = calls('GET /api/calendar/entries')[0]!.url.searchParams;
      expect(query.get('start')).toBe('2026-03-05');
      expect(query.get('end')).toBe('2026-04-03');
      expect(within(upcoming).getByRole('link', { name: 'Open the calendar' })).toHaveAttribute('href', '/calendar');
    });

    it('says when nothing is coming up', async () => {
      renderDashboard();

      expect(await within(await region('Coming up in the next 30 days')).findByText('No key dates in the next 30 days.')).toBeInTheDocument();
    });

    it('reports a failed load with a retry', async () => {
      renderDashboard({ 'GET /api/calendar/entries': () => Response.json({ error: 'Boom', code: 'INTERNAL' }, { status: 500 }) });

      const upcoming = await region('Coming up in the next 30 days');
      expect(await within(upcoming).findByRole('alert')).toHaveTextContent("We couldn't load your upcoming key dates.");
      expect(within(upcoming).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
  });

  describe('Reach out', () => {
    const suggestions: Suggestion[] = [
      { kindred: { id: 7, name: 'Ava Chen', photoUrl: null }, kind: 'date', reason: "Ava Chen's birthday is in 3 days", date: '2026-03-07' },
      { kindred: { id: 9, name: 'Leo Martin', photoUrl: null }, kind: 'cadence', reason: 'No memory of Leo Martin for 5 weeks', date: null },
    ];

    it('lists each person with the reason, linked to their page', async () => {
      renderDashboard({ 'GET /api/suggestions': () => Response.json(suggestions) });
      const reachOut = await region('Reach out');

      const items = await within(reachOut).findAllByRole('listitem');
      expect(items[0]).toHaveTextContent("Ava Chen's birthday is in 3 days");
      expect(within(items[1]!).getByRole('link', { name: 'Leo Martin' })).toHaveAttribute('href', '/kindred/9');
      expect(within(items[1]!).getByRole('button', { name: 'Write a memory' })).toHaveAccessibleDescription(
        'Leo Martin No memory of Leo Martin for 5 weeks',
      );
    });

    it('opens the new-memory flow for that person in one click', async () => {
      const { user } = renderDashboard({ 'GET /api/suggestions': () => Response.json(suggestions) });
      const items = await within(await region('Reach out')).findAllByRole('listitem');

      await user.click(within(items[1]!).getByRole('button', { name: 'Write a memory' }));

      const dialog = await screen.findByRole('dialog', { name: 'Add Memory for Leo Martin' });
      expect(within(dialog).getByRole('textbox', { name: 'Memory' })).toBeInTheDocument();
    });

    it('asks for the suggestions again once the memory is saved (a memory resets the keep-in-touch clock)', async () => {
      let remaining = suggestions;
      const { user, calls } = renderDashboard({
        'GET /api/suggestions': () => Response.json(remaining),
        'GET /api/kindreds/9/memories': () => Response.json({ items: [], nextCursor: null }),
        'POST /api/kindreds/9/memories': () => {
          remaining = suggestions.slice(0, 1);
          return Response.json(
            {
              memory: {
                id: 99, kindredId: 9, rawText: 'Coffee with Leo.', title: null, fullSummary: null, category: 'General', keyDate: null,
                processingStatus: 'processing', hasKeyDates: false, createdAt: STAMP, updatedAt: STAMP,
              },
              dateSuggestions: [],
            },
            { status: 201 },
          );
        },
      });
      const reachOut = await region('Reach out');
      const items = await within(reachOut).findAllByRole('listitem');

      await user.click(within(items[1]!).getByRole('button', { name: 'Write a memory' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Memory for Leo Martin' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Memory' }), 'Coffee with Leo.');
      await user.click(within(dialog).getByRole('button', { name: 'Save Memory' }));

      await waitFor(() => expect(within(reachOut).queryByRole('link', { name: 'Leo Martin' })).not.toBeInTheDocument());
      expect(calls('GET /api/suggestions').length).toBeGreaterThan(1);
      expect(calls('POST /api/kindreds/9/memories')[0]?.body).toEqual({ rawText: 'Coffee with Leo.' });
    });

    it('opens the ice breaker for that person in one click', async () => {
      const { user, calls } = renderDashboard({
        'GET /api/suggestions': () => Response.json(suggestions),
        'GET /api/kindreds/7/ice-breaker': () => Response.json({ iceBreaker: 'Ask Ava about her trip.', kindredId: 7, kindredName: 'Ava Chen' }),
      });
      const items = await within(await region('Reach out')).findAllByRole('listitem');

      await user.click(within(items[0]!).getByRole('button', { name: 'Ice breaker' }));

      const dialog = await screen.findByRole('dialog', { name: 'Ice Breaker for Ava Chen' });
      expect(await within(dialog).findByText('Ask Ava about her trip.')).toBeInTheDocument();
      expect(calls('GET /api/kindreds/7/ice-breaker')).toHaveLength(1);
    });

    it('says when there is nobody to reach out to', async () => {
      renderDashboard();
      expect(await within(await region('Reach out')).findByText('No one to reach out to right now.')).toBeInTheDocument();
    });

    it('reports a failed load with a retry', async () => {
      renderDashboard({ 'GET /api/suggestions': () => Response.json({ error: 'Boom', code: 'INTERNAL' }, { status: 500 }) });
      const reachOut = await region('Reach out');

      expect(await within(reachOut).findByRole('alert')).toHaveTextContent("We couldn't load your suggestions.");
      expect(within(reachOut).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
  });

  describe('memory activity', () => {
    it('labels every day of the last year and sums it up', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-04T12:00:00Z'));
      const { calls } = renderDashboard({
        'GET /api/memories/activity': () =>
          Response.json([
            { date: '2025-12-24', count: 1 },
            { date: '2026-03-02', count: 3 },
          ]),
      });
      const activity = await region('Memory activity');

      expect(await within(activity).findByText('4 memories in the last year, on 2 days.')).toBeInTheDocument();
      const grid = within(activity).getByRole('grid', { name: 'Memories per day over the last year' });
      expect(within(grid).getByLabelText('3 memories on March 2, 2026')).toBeInTheDocument();
      expect(within(grid).getByLabelText('1 memory on December 24, 2025')).toBeInTheDocument();
      expect(within(grid).getByLabelText('No memories on March 4, 2026')).toBeInTheDocument();
      expect(grid.querySelectorAll('rect[aria-label]')).toHaveLength(365);
      const query = calls('GET /api/memories/activity')[0]!.url.searchParams;
      expect(query.get('days')).toBe('365');
      expect(query.get('userTimezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    });

    it('is one tab stop, on today, and the arrow keys walk the days', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // A Wednesday: the day before is above it, the week before to its left.
      vi.setSystemTime(new Date('2026-03-04T12:00:00Z'));
      renderDashboard({ 'GET /api/memories/activity': () => Response.json([{ date: '2026-02-25', count: 2 }]) });
      const grid = await within(await region('Memory activity')).findByRole('grid', { name: 'Memories per day over the last year' });
      const today = within(grid).getByRole('gridcell', { name: 'No memories on March 4, 2026' });

      expect(within(grid).getAllByRole('row')).toHaveLength(7);
      expect([...grid.querySelectorAll('[tabindex="0"]')]).toEqual([today]);
      today.focus();
      fireEvent.keyDown(today, { key: 'ArrowLeft' });
      expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: '2 memories on February 25, 2026' }));
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
      expect(document.activeElement).toHaveAccessibleName('No memories on February 24, 2026');
      expect([...grid.querySelectorAll('[tabindex="0"]')]).toEqual([document.activeElement]);
    });

    it('shows an empty year when the activity cannot be read', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      renderDashboard({ 'GET /api/memories/activity': () => Response.json({ error: 'Boom', code: 'INTERNAL' }, { status: 500 }) });
      const activity = await region('Memory activity');

      expect(await within(activity).findByText('No memories in the last year yet.')).toBeInTheDocument();
      expect(within(activity).queryByRole('alert')).not.toBeInTheDocument();
      expect(activity.querySelectorAll('rect[aria-label^="No memories"]')).toHaveLength(365);
    });
  });
});
