import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADD_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { stubApi } from '../../../testing/api-stub';
import { makeMemory, renderSignedIn } from '../memory-test-kit';
import { AddMemoryDialog } from './add-memory-dialog';

// The spec's timings (§2.8, §4.5, §9) are written out here as numbers on purpose: a change to a
// constant in core must fail these tests.

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets resolved fetches and React Query's zero-delay notifications run, without moving the clock. */
async function settle() {
  for (let round = 0; round < 10; round++) await advance(0);
}

function renderDialog(dateSuggestions: unknown[] = []) {
  const onClose = vi.fn();
  const calls = stubApi({
    'POST /api/kindreds/7/memories': () => Response.json({ memory: makeMemory({ id: 99, processingStatus: 'processing' }), dateSuggestions }, { status: 201 }),
  });
  renderSignedIn(<AddMemoryDialog open kindred={{ id: 7, name: 'Sam' }} onClose={onClose} />);
  return { onClose, calls };
}

const sendAnswer = async (text: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await settle();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

describe('AddMemoryDialog timings', () => {
  it('pulses "Use AI assistant instead" for the first 4000 ms after opening', async () => {
    renderDialog();
    const link = screen.getByRole('button', { name: 'Use AI assistant instead' });
    // The pulse is decoration with no meaning to announce, so what is checked is what the eye gets: the running animation.
    const animation = () => getComputedStyle(link).animation;
    expect(animation()).toMatch(/infinite/);

    await advance(3999);
    expect(animation()).toMatch(/infinite/);

    await advance(1);
    expect(animation()).toBe('none');
  });

  it('greets after 100 ms, replies 500 ms after each answer and saves 1000 ms after its closing words', async () => {
    const { calls } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Use AI assistant instead' }));

    await advance(99);
    expect(screen.queryByText(ADD_MEMORY_TEXTS.greeting('Sam'))).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText(ADD_MEMORY_TEXTS.greeting('Sam'))).toBeInTheDocument();

    await sendAnswer('We went to the coast');
    await advance(499);
    expect(screen.queryByText(ADD_MEMORY_TEXTS.askFeeling)).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText(ADD_MEMORY_TEXTS.askFeeling)).toBeInTheDocument();

    await sendAnswer('Calm, and a bit nostalgic');
    await advance(500);
    await sendAnswer('She said "the sea remembers"');
    await advance(499);
    expect(screen.queryByText(ADD_MEMORY_TEXTS.willSave)).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText(ADD_MEMORY_TEXTS.willSave)).toBeInTheDocument();
    expect(screen.getByText(ADD_MEMORY_TEXTS.thinking)).toBeInTheDocument();

    await advance(999);
    expect(calls('POST /api/kindreds/7/memories')).toHaveLength(0);
    await advance(1);
    await settle();
    expect(calls('POST /api/kindreds/7/memories')).toHaveLength(1);
  });

  it('closes 1000 ms after the flow completes', async () => {
    const { onClose } = renderDialog([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Memory' }), { target: { value: 'Sam got the job in Lisbon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Memory' }));
    await settle();
    expect(screen.getByText('Memory Saved!')).toBeInTheDocument();

    await advance(999);
    expect(onClose).not.toHaveBeenCalled();
    await advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
