import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { typeDate } from '../../key-dates/key-date-test-kit';
import { fillIn, makeMemory, renderSignedIn } from '../memory-test-kit';
import { AddMemoryDialog } from './add-memory-dialog';

const SUGGESTIONS = [
  { date: '2024-06-15', eventDescription: "Sam's birthday", confidenceScore: 0.95, dateType: 'ABSOLUTE', annual: true },
  { date: '2024-07-04', eventDescription: 'Event on 7/4/2024', confidenceScore: 0.8, dateType: 'ABSOLUTE', annual: false },
  { date: 'next summer', eventDescription: 'Not a date', confidenceScore: 0.4, dateType: 'ABSOLUTE', annual: false },
];

async function saveMemoryWithSuggestions(dateSuggestions: unknown[], handlers: Parameters<typeof stubApi>[0] = {}) {
  const onClose = vi.fn();
  const calls = stubApi({
    'POST /api/kindreds/7/memories': () => Response.json({ memory: makeMemory({ id: 99, processingStatus: 'processing' }), dateSuggestions }, { status: 201 }),
    'POST /api/key-dates/batch/7': () => Response.json([], { status: 201 }),
    ...handlers,
  });
  const rendered = renderSignedIn(<AddMemoryDialog open kindred={{ id: 7, name: 'Sam' }} onClose={onClose} />);
  await fillIn(rendered.user, screen.getByRole('textbox', { name: 'Memory' }), 'Birthday plans');
  await rendered.user.click(screen.getByRole('button', { name: 'Save Memory' }));
  return { ...rendered, calls, onClose };
}
const keyDateRow = (n: number) => screen.getByRole('group', { name: `Key date ${n}` });

describe('AddMemoryDialog, detected key dates', () => {
  it('offers the dates found in the memory, edited, and saves them in one batch with the memory id', async () => {
    const { user, calls, onClose } = await saveMemoryWithSuggestions(SUGGESTIONS);

    expect(await screen.findByRole('heading', { name: 'Detected Key Dates' })).toBeInTheDocument();
    expect(screen.getByText('Memory Saved!')).toBeInTheDocument();
    expect(screen.getByText('Would you like to add important dates from this memory?')).toBeInTheDocument();
    expect(screen.getByText('We found the following dates. Edit them if needed, then save.')).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Key date/ })).toHaveLength(2);
    expect(await within(keyDateRow(1)).findByDisplayValue('06/15/2024')).toBeInTheDocument();
    expect(within(keyDateRow(1)).getByRole('checkbox', { name: 'Annual Event' })).toBeChecked();
    expect(within(keyDateRow(2)).getByRole('textbox', { name: 'Event Description' })).toHaveValue('Event on 7/4/2024');
    expect(within(keyDateRow(2)).getByRole('checkbox', { name: 'Annual Event' })).not.toBeChecked();

    await fillIn(user, within(keyDateRow(1)).getByRole('textbox', { name: 'Event Description' }), "Sam's 30th birthday");
    await typeDate(user, keyDateRow(2), /^Date/, '07052024');
    await user.click(screen.getByRole('button', { name: 'Add Another' }));
    await fillIn(user, within(keyDateRow(3)).getByRole('textbox', { name: 'Event Description' }), 'Trip to Japan');
    await typeDate(user, keyDateRow(3), /^Date/, '10012024');
    await user.click(within(keyDateRow(3)).getByRole('checkbox', { name: 'Annual Event' }));
    await user.click(screen.getByRole('button', { name: 'Add Another' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls('POST /api/key-dates/batch/7')).toHaveLength(1));
    // Row 4 has no date and is left out; row 2's "Event on" description follows its new date.
    expect(calls('POST /api/key-dates/batch/7')[0]!.body).toEqual([
      { date: '2024-06-15', eventTitle: "Sam's 30th birthday", annual: true, kindredId: 7, memoryId: 99 },
      { date: '2024-07-05', eventTitle: 'Event on 7/5/2024', annual: false, kindredId: 7, memoryId: 99 },
      { date: '2024-10-01', eventTitle: 'Trip to Japan', annual: true, kindredId: 7, memoryId: 99 },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('adds rows up to 5 and removes any of them', async () => {
    const { user, calls } = await saveMemoryWithSuggestions(SUGGESTIONS);
    await screen.findByRole('heading', { name: 'Detected Key Dates' });
    const addAnother = screen.getByRole('button', { name: 'Add Another' });

    await user.click(addAnother);
    await user.click(addAnother);
    expect(addAnother).toBeEnabled();
    await user.click(addAnother);

    expect(screen.getAllByRole('group', { name: /^Key date/ })).toHaveLength(5);
    expect(addAnother).toBeDisabled();
    await user.click(within(keyDateRow(1)).getByRole('button', { name: 'Remove date' }));
    expect(screen.getAllByRole('group', { name: /^Key date/ })).toHaveLength(4);
    expect(within(keyDateRow(1)).getByRole('textbox', { name: 'Event Description' })).toHaveValue('Event on 7/4/2024');
    expect(addAnother).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('POST /api/key-dates/batch/7')).toHaveLength(1));
    expect(calls('POST /api/key-dates/batch/7')[0]!.body).toEqual([
      { date: '2024-07-04', eventTitle: 'Event on 7/4/2024', annual: false, kindredId: 7, memoryId: 99 },
    ]);
  });

  it('shows "No dates kept" once every detected row is removed, with a way to add one by hand', async () => {
    const { user } = await saveMemoryWithSuggestions(SUGGESTIONS.slice(0, 1));
    await screen.findByRole('heading', { name: 'Detected Key Dates' });

    await user.click(within(keyDateRow(1)).getByRole('button', { name: 'Remove date' }));

    expect(screen.getByRole('heading', { name: 'No dates kept' })).toBeInTheDocument();
    expect(screen.getByText('You removed every detected date. Would you like to add a date manually?')).toBeInTheDocument();
    expect(screen.queryByText('No Dates Detected')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Key Date' }));
    expect(screen.getByRole('heading', { name: 'Detected Key Dates' })).toBeInTheDocument();
    expect(within(keyDateRow(1)).getByRole('textbox', { name: 'Event Description' })).toHaveValue('');
  });

  it('saves nothing and closes on "Skip adding dates"', async () => {
    const { user, calls, onClose } = await saveMemoryWithSuggestions(SUGGESTIONS);
    await screen.findByRole('heading', { name: 'Detected Key Dates' });

    await user.click(screen.getByRole('button', { name: 'Skip adding dates' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls('POST /api/key-dates/batch/7')).toHaveLength(0);
  });

  it('logs a failed save, says nothing and still closes', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onClose } = await saveMemoryWithSuggestions(SUGGESTIONS, {
      'POST /api/key-dates/batch/7': () => Response.json({ error: 'Database unavailable', code: 'INTERNAL' }, { status: 500 }),
    });
    await screen.findByRole('heading', { name: 'Detected Key Dates' });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(logged).toHaveBeenCalledWith('Saving the suggested key dates failed', expect.objectContaining({ message: 'Database unavailable' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
  });

  it('skips the date step when the memory came with no usable date', async () => {
    const { onClose } = await saveMemoryWithSuggestions(SUGGESTIONS.slice(2));

    expect(await screen.findByText('All set! Closing...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Detected Key Dates' })).not.toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
