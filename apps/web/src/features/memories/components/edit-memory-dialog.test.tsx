import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { makeKeyDate, typeDate } from '../../key-dates/key-date-test-kit';
import { fillIn, makeMemory, renderSignedIn } from '../memory-test-kit';
import { EditMemoryDialog } from './edit-memory-dialog';

const memory = makeMemory({ id: 1, keyDate: '2024-05-01', hasKeyDates: true });
const BIRTHDAY = makeKeyDate({ id: 11, memoryId: 1, date: '2024-06-15', eventTitle: "Sam's birthday", annual: true });
const TRIP = makeKeyDate({ id: 12, memoryId: 1, date: '2024-10-01', eventTitle: 'Trip to Japan', annual: false });
const DINNER = makeKeyDate({ id: 13, memoryId: 1, date: '2024-05-20', eventTitle: 'Farewell dinner', annual: false });

async function renderDialog(handlers: Parameters<typeof stubApi>[0] = {}) {
  const onClose = vi.fn();
  const calls = stubApi({
    'GET /api/key-dates/memory/1': () => Response.json([BIRTHDAY, TRIP, DINNER]),
    'PUT /api/memories/1': ({ body }) => Response.json({ ...memory, ...(body as object) }),
    'GET /api/memories/1': () => Response.json(memory),
    'DELETE /api/key-dates/11': () => new Response(null, { status: 204 }),
    'POST /api/key-dates': ({ body }) => Response.json({ id: 14, ...(body as object) }, { status: 201 }),
    'PUT /api/key-dates/12': ({ body }) => Response.json({ ...TRIP, ...(body as object) }),
    ...handlers,
  });
  const rendered = renderSignedIn(<EditMemoryDialog memory={memory} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit Memory' });
  return { ...rendered, calls, onClose, dialog };
}
const keyDateRow = (n: number) => screen.getByRole('group', { name: `Key date ${n}` });
const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });
const requests = () => vi.mocked(fetch).mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`);

describe('EditMemoryDialog', () => {
  it('shows the memory and its key dates, loading first', async () => {
    const { dialog } = await renderDialog();

    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('River walk with Sam');
    expect(within(dialog).getByRole('textbox', { name: /^Full Summary/ })).toHaveValue(memory.fullSummary);
    expect(within(dialog).getByRole('textbox', { name: 'Category' })).toHaveValue('Friendship');
    expect(dialog.querySelector('input[type="hidden"][name="rawText"]')).toHaveValue(memory.rawText);
    expect(within(dialog).getByText('Loading key dates...')).toBeInTheDocument();

    expect(await within(dialog).findAllByRole('group', { name: /^Key date/ })).toHaveLength(3);
    const first = keyDateRow(1);
    expect(await within(first).findByDisplayValue('06/15/2024')).toBeInTheDocument();
    expect(within(first).getByRole('textbox', { name: 'Event Title' })).toHaveValue("Sam's birthday");
    expect(within(first).getByRole('checkbox', { name: 'Annual event' })).toBeChecked();
    expect(within(first).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '+ Add Key Date' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading key dates...')).not.toBeInTheDocument();
  });

  it('says when the memory has no key dates', async () => {
    const { dialog } = await renderDialog({ 'GET /api/key-dates/memory/1': () => Response.json([]) });
    expect(await within(dialog).findByText('No key dates associated with this memory')).toBeInTheDocument();
  });

  it('says "Failed to load key dates" when they cannot be read', async () => {
    const { dialog } = await renderDialog({ 'GET /api/key-dates/memory/1': () => Response.json({ error: 'Down', code: 'INTERNAL' }, { status: 500 }) });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load key dates');
    expect(within(dialog).queryByRole('button', { name: '+ Add Key Date' })).not.toBeInTheDocument();
  });

  it('requires a title and a full summary, and a date and title on every key date', async () => {
    const { user, dialog, calls } = await renderDialog();
    await within(dialog).findAllByRole('group', { name: /^Key date/ });

    await user.clear(within(dialog).getByRole('textbox', { name: /^Full Summary/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Full Summary/ }), '   ');
    await user.click(save(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Title and Full Summary are required.');

    await fillIn(user, within(dialog).getByRole('textbox', { name: /^Full Summary/ }), 'A walk by the river.');
    await user.clear(within(keyDateRow(2)).getByRole('textbox', { name: 'Event Title' }));
    await user.click(save(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Key date 2 must have both a date and event title.');

    await fillIn(user, within(keyDateRow(2)).getByRole('textbox', { name: 'Event Title' }), 'Trip to Japan');
    await user.click(within(dialog).getByRole('button', { name: '+ Add Key Date' }));
    await fillIn(user, within(keyDateRow(4)).getByRole('textbox', { name: 'Event Title' }), 'No date yet');
    await user.click(save(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Key date 4 must have both a date and event title.');
    expect(calls('PUT /api/memories/1')).toHaveLength(0);
  });

  it('saves the memory, then deletes removed key dates, creates new ones, updates changed ones and reads the memory again', async () => {
    const { user, dialog, calls, onClose } = await renderDialog();
    await within(dialog).findAllByRole('group', { name: /^Key date/ });

    await fillIn(user, within(dialog).getByRole('textbox', { name: /^Title/ }), '  Walk by the river  ');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Category' }));
    await user.click(within(keyDateRow(1)).getByRole('button', { name: 'Remove' }));
    await fillIn(user, within(keyDateRow(1)).getByRole('textbox', { name: 'Event Title' }), 'Trip to Tokyo');
    await user.click(within(dialog).getByRole('button', { name: '+ Add Key Date' }));
    await typeDate(user, keyDateRow(3), /^Date/, '12242024');
    await fillIn(user, within(keyDateRow(3)).getByRole('textbox', { name: 'Event Title' }), 'Christmas Eve');
    await user.click(within(keyDateRow(3)).getByRole('checkbox', { name: 'Annual event' }));
    await user.click(save(dialog));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls('PUT /api/memories/1')[0]!.body).toEqual({
      title: 'Walk by the river',
      fullSummary: memory.fullSummary,
      category: 'General',
      keyDate: '2024-05-01',
      rawText: memory.rawText,
    });
    expect(calls('POST /api/key-dates')[0]!.body).toEqual({ date: '2024-12-24', eventTitle: 'Christmas Eve', annual: true, kindredId: 7, memoryId: 1 });
    expect(calls('PUT /api/key-dates/12')[0]!.body).toEqual({ date: '2024-10-01', eventTitle: 'Trip to Tokyo', annual: false });
    expect(calls('PUT /api/key-dates/13')).toHaveLength(0);
    const writes = requests().filter((request) => /PUT|POST|DELETE|GET \/api\/memories\/1$/.test(request));
    expect(writes).toEqual(['PUT /api/memories/1', 'DELETE /api/key-dates/11', 'POST /api/key-dates', 'PUT /api/key-dates/12', 'GET /api/memories/1']);
  });

  it("removes the memory's key date when it is cleared", async () => {
    const { user, dialog, calls } = await renderDialog({ 'GET /api/key-dates/memory/1': () => Response.json([]) });
    await within(dialog).findByText('No key dates associated with this memory');
    const keyDate = await within(dialog).findByRole('group', { name: /^Key Date/ });

    await user.click(within(keyDate).getAllByRole('spinbutton')[0]!);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.click(save(dialog));

    await waitFor(() => expect(calls('PUT /api/memories/1')).toHaveLength(1));
    expect(calls('PUT /api/memories/1')[0]!.body).toMatchObject({ keyDate: null });
  });

  it("shows the server's message when saving fails", async () => {
    const { user, dialog, onClose } = await renderDialog({
      'PUT /api/memories/1': () => Response.json({ message: 'This memory changed elsewhere' }, { status: 409 }),
    });
    await within(dialog).findAllByRole('group', { name: /^Key date/ });

    await user.click(save(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This memory changed elsewhere');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to "An error occurred while saving." when the failure has no words', async () => {
    const { user, dialog } = await renderDialog({ 'PUT /api/memories/1': () => Promise.reject(new TypeError('')) });
    await within(dialog).findAllByRole('group', { name: /^Key date/ });

    await user.click(save(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred while saving.');
  });
});
