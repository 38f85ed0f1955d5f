import { act, fireEvent, screen, within } from '@testing-library/react';
import type { CalendarEntry } from '@kindred/core/calendar';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/api-stub';
import { calendarEntry as entry } from '../../testing/calendar-entries';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

const MARCH = [
  entry(),
  entry({ keyDateId: 2, title: 'Anniversary', kindred: { id: 9, name: 'Leo Martin', photoUrl: null }, years: null }),
  entry({ keyDateId: 3, date: '2026-03-20', title: 'Trip to Japan', annual: false, years: null }),
];

function renderCalendar(path = '/calendar', entries: (start: string) => CalendarEntry[] = (start) => (start === '2026-03-01' ? MARCH : [])) {
  const account = signInAs();
  const calls = stubApi({
    'GET /api/users/me': () => Response.json(account),
    'GET /api/calendar/entries': ({ url }) => Response.json(entries(url.searchParams.get('start')!)),
  });
  return { ...renderApp(path), calls };
}

const cell = (name: RegExp) => screen.getByRole('gridcell', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T12:00:00Z'));
});
afterEach(() => vi.restoreAllMocks());

describe('/calendar', () => {
  it('shows this month as a labelled grid of days, each listing its people as links', async () => {
    const { calls } = renderCalendar();

    const grid = await screen.findByRole('grid', { name: 'March 2026' });
    expect(await within(grid).findByRole('link', { name: 'Ava Chen: Birthday' })).toHaveAttribute('href', '/kindred/7');
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'SunSunday', 'MonMonday', 'TueTuesday', 'WedWednesday', 'ThuThursday', 'FriFriday', 'SatSaturday',
    ]);
    const sixth = cell(/^Friday, March 6, 2026, 2 key dates/);
    expect(within(sixth).getByRole('link', { name: 'Leo Martin: Anniversary' })).toHaveAttribute('href', '/kindred/9');
    expect(cell(/Wednesday, March 4, 2026, no key dates/)).toHaveAttribute('aria-current', 'date');
    expect(within(grid).getAllByRole('gridcell').filter((day) => day.hasAttribute('data-day'))).toHaveLength(31);
    const query = calls('GET /api/calendar/entries')[0]!.url.searchParams;
    expect([query.get('start'), query.get('end')]).toEqual(['2026-03-01', '2026-03-31']);
  });

  it('keeps one day in the tab order and moves it with the arrow keys, Home, End and Page Up/Down', async () => {
    const { user, location } = renderCalendar();
    await screen.findByRole('link', { name: 'Ava Chen: Birthday' });

    const today = cell(/March 4, 2026/);
    expect(today).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('gridcell').filter((day) => day.getAttribute('tabindex') === '0')).toHaveLength(1);
    // Only the active day's people are in the tab order.
    expect(screen.getByRole('link', { name: 'Ava Chen: Birthday' })).toHaveAttribute('tabindex', '-1');

    act(() => today.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(cell(/March 6, 2026/)).toHaveFocus();
    expect(cell(/March 6, 2026/)).toHaveAttribute('tabindex', '0');
    expect(today).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('link', { name: 'Ava Chen: Birthday' })).toHaveAttribute('tabindex', '0');

    await user.keyboard('{ArrowDown}');
    expect(cell(/March 13, 2026/)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(cell(/March 5, 2026/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell(/Sunday, March 1, 2026/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell(/Saturday, March 7, 2026/)).toHaveFocus();

    // Past the month's edge the grid turns to the next month and keeps the focus on the day.
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    expect(cell(/Tuesday, April 7, 2026/)).toHaveFocus();
    expect(location()).toBe('/calendar?month=2026-04');
    await user.keyboard('{PageUp}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByRole('grid', { name: 'February 2026' })).toBeInTheDocument();
    expect(cell(/Saturday, February 28, 2026/)).toHaveFocus();
  });

  it('turns to the previous and next month with the buttons, and back to this month', async () => {
    const { user, calls } = renderCalendar('/calendar', (start) => (start === '2026-04-01' ? [entry({ date: '2026-04-02', title: 'Name day' })] : MARCH));
    await screen.findByRole('grid', { name: 'March 2026' });

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('link', { name: 'Ava Chen: Name day' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    expect(calls('GET /api/calendar/entries').at(-1)!.url.searchParams.get('end')).toBe('2026-04-30');

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('grid', { name: 'February 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(await screen.findByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This month' })).toBeDisabled();
  });

  it('opens the month named in the address', async () => {
    renderCalendar('/calendar?month=2027-02');

    expect(await screen.findByRole('grid', { name: 'February 2027' })).toBeInTheDocument();
    expect(screen.getAllByRole('gridcell').filter((day) => day.hasAttribute('data-day'))).toHaveLength(28);
  });

  it('reports a failed load with a retry', async () => {
    let attempts = 0;
    const account = signInAs();
    stubApi({
      'GET /api/users/me': () => Response.json(account),
      'GET /api/calendar/entries': () => (++attempts === 1 ? Response.json({ error: 'Boom', code: 'INTERNAL' }, { status: 500 }) : Response.json(MARCH)),
    });
    const { user } = renderApp('/calendar');

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your calendar.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ava Chen: Birthday' })).toBeInTheDocument();
  });

  it('lists the month’s days with dates as an agenda on small screens', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    renderCalendar();

    const agenda = await screen.findByRole('region', { name: 'Key dates in March 2026' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const sixth = within(agenda).getByRole('region', { name: 'Friday, March 6, 2026' });
    expect(within(sixth).getAllByRole('listitem')).toHaveLength(2);
    expect(within(sixth).getByRole('link', { name: 'Ava Chen' })).toHaveAttribute('href', '/kindred/7');
    expect(within(agenda).getByRole('region', { name: 'Friday, March 20, 2026' })).toHaveTextContent('Trip to Japan');

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('No key dates this month.')).toBeInTheDocument();
  });
});
