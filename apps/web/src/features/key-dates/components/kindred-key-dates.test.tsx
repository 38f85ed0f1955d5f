import { MemoryRouter } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { signInAs } from '../../../testing/session';
import { makeKeyDate, typeDate } from '../key-date-test-kit';
import { KindredKeyDates } from './kindred-key-dates';

const CHRISTMAS = makeKeyDate({ id: 1, date: '1990-12-25', eventTitle: 'Christmas together', annual: true });
const CONCERT = makeKeyDate({ id: 2, date: '2025-07-04', eventTitle: 'Concert', annual: false });
const BIRTHDAY = makeKeyDate({ id: 3, date: '2000-06-10', eventTitle: 'Birthday', annual: true });
const GRADUATION = makeKeyDate({ id: 4, date: '2020-01-01', eventTitle: 'Graduation', annual: false });

function renderKeyDates(handlers: Parameters<typeof stubApi>[0]) {
  signInAs();
  const calls = stubApi(handlers);
  return { ...renderWithProviders(<MemoryRouter><KindredKeyDates kindredId={7} /></MemoryRouter>), calls };
}
const items = () => screen.getAllByRole('listitem');

describe('KindredKeyDates', () => {
  it('lists key dates by their next occurrence, annual ones rolled forward, marked and aged from their original year', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-01T12:00:00Z') });
    renderKeyDates({ 'GET /api/key-dates/kindred/7': () => Response.json([CHRISTMAS, CONCERT, BIRTHDAY, GRADUATION]) });

    await screen.findByText('Birthday');
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^BirthdayJune 10, 2025Turns 25Every year/),
      expect.stringMatching(/^ConcertJuly 4, 2025$/),
      expect.stringMatching(/^Christmas togetherDecember 25, 202535 yearsEvery year/),
      expect.stringMatching(/^GraduationJanuary 1, 2020Passed/),
    ]);
  });

  it('says when there are none yet', async () => {
    renderKeyDates({ 'GET /api/key-dates/kindred/7': () => Response.json([]) });
    expect(await screen.findByText('No key dates yet.')).toBeInTheDocument();
  });

  it('shows an empty list with a quiet note when they cannot be read', async () => {
    renderKeyDates({ 'GET /api/key-dates/kindred/7': () => Response.json({ error: 'Down', code: 'INTERNAL' }, { status: 500 }) });

    expect(await screen.findByRole('status')).toHaveTextContent("Key dates couldn't be loaded right now.");
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a key date, checking the fields first', async () => {
    let saved = [] as (typeof BIRTHDAY)[];
    const { user, calls } = renderKeyDates({
      'GET /api/key-dates/kindred/7': () => Response.json(saved),
      'POST /api/key-dates': ({ body }) => {
        saved = [{ ...BIRTHDAY, ...(body as object) }];
        return Response.json(saved[0], { status: 201 });
      },
    });
    await screen.findByText('No key dates yet.');

    await user.click(screen.getByRole('button', { name: 'Add Key Date' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Key Date' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: /^Event Title/ })).toHaveAccessibleDescription('Event title is required');
    expect(await within(dialog).findByText('Date is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Event Title/ }), ' Anniversary ');
    await typeDate(user, dialog, /^Date/, '09142025');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Annual event' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST /api/key-dates')[0]!.body).toEqual({ date: '2025-09-14', eventTitle: 'Anniversary', annual: true, kindredId: 7 });
    expect(await screen.findByText('Anniversary')).toBeInTheDocument();
  });

  it('edits a key date', async () => {
    const { user, calls } = renderKeyDates({
      'GET /api/key-dates/kindred/7': () => Response.json([BIRTHDAY]),
      'PUT /api/key-dates/3': ({ body }) => Response.json({ ...BIRTHDAY, ...(body as object) }),
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Birthday' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Key Date' });
    const title = within(dialog).getByRole('textbox', { name: /^Event Title/ });
    expect(title).toHaveValue('Birthday');
    expect(within(dialog).getByRole('checkbox', { name: 'Annual event' })).toBeChecked();
    await user.clear(title);
    await user.type(title, "Sam's birthday");
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls('PUT /api/key-dates/3')).toHaveLength(1));
    expect(calls('PUT /api/key-dates/3')[0]!.body).toEqual({ date: '2000-06-10', eventTitle: "Sam's birthday", annual: true });
  });

  it('deletes a key date after asking, and reports a failure in the dialog', async () => {
    let attempts = 0;
    const { user, calls } = renderKeyDates({
      'GET /api/key-dates/kindred/7': () => Response.json(attempts < 2 ? [BIRTHDAY] : []),
      'DELETE /api/key-dates/3': () =>
        ++attempts === 1 ? Response.json({ error: 'Try later', code: 'INTERNAL' }, { status: 503 }) : new Response(null, { status: 204 }),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Birthday' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Key Date' });
    expect(within(dialog).getByText('Delete "Birthday"? This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Try later');

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No key dates yet.')).toBeInTheDocument();
    expect(calls('DELETE /api/key-dates/3')).toHaveLength(2);
  });
});
