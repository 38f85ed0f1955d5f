import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { makeMemory, renderSignedIn } from '../memory-test-kit';
import { AddMemoryDialog } from './add-memory-dialog';

// Date detection waits for the suggestion editor's date picker to download; here it never arrives.
vi.mock('../../key-dates/components/utc-date-picker', () => new Promise(() => {}));

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('AddMemoryDialog date detection', () => {
  it('gives up on detecting dates after 5000 ms, then closes 1000 ms later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const onClose = vi.fn();
    const calls = stubApi({
      'POST /api/kindreds/7/memories': () =>
        Response.json(
          {
            memory: makeMemory({ id: 99, processingStatus: 'processing' }),
            dateSuggestions: [{ date: '2024-06-15', eventDescription: "Sam's birthday", confidenceScore: 0.95, dateType: 'ABSOLUTE', annual: true }],
          },
          { status: 201 },
        ),
    });
    renderSignedIn(<AddMemoryDialog open kindred={{ id: 7, name: 'Sam' }} onClose={onClose} />);

    fireEvent.change(screen.getByRole('textbox', { name: 'Memory' }), { target: { value: "Sam's birthday is June 15" } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Memory' }));
    for (let round = 0; round < 10; round++) await advance(0);
    expect(calls('POST /api/kindreds/7/memories')).toHaveLength(1);
    expect(screen.getByText('Detecting dates in your memory...')).toBeInTheDocument();

    await advance(4999);
    expect(screen.getByText('Detecting dates in your memory...')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Detecting dates in your memory...')).not.toBeInTheDocument();
    expect(screen.queryByText('Detected Key Dates')).not.toBeInTheDocument();

    await advance(999);
    expect(onClose).not.toHaveBeenCalled();
    await advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls('POST /api/key-dates/batch/7')).toHaveLength(0);
  });
});
