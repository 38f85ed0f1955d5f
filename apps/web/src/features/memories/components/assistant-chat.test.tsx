import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADD_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { deferred, stubApi } from '../../../testing/api-stub';
import { fillIn, makeMemory, renderSignedIn } from '../memory-test-kit';
import { AddMemoryDialog } from './add-memory-dialog';

async function openChat(handlers: Parameters<typeof stubApi>[0]) {
  const onClose = vi.fn();
  const calls = stubApi(handlers);
  const rendered = renderSignedIn(<AddMemoryDialog open kindred={{ id: 7, name: 'Sam' }} onClose={onClose} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Use AI assistant instead' }));
  const log = screen.getByRole('log', { name: 'Conversation with Kindred' });
  return { ...rendered, calls, onClose, log, input: screen.getByRole('textbox', { name: 'Your answer' }), send: screen.getByRole('button', { name: 'Send' }) };
}

describe('AddMemoryDialog, assistant chat', () => {
  it('asks three questions, then saves the three answers as one memory while "Kindred is thinking"', async () => {
    const answer = deferred<Response>();
    const { user, calls, log, input, send } = await openChat({ 'POST /api/kindreds/7/memories': () => answer.promise });
    expect(input).toHaveAttribute('placeholder', 'Type your memory here...');

    expect(await within(log).findByText(ADD_MEMORY_TEXTS.greeting('Sam'))).toBeInTheDocument();
    await fillIn(user, input, 'We went to the coast');
    await user.keyboard('{Enter}');
    expect(within(log).getByText('We went to the coast')).toBeInTheDocument();
    expect(input).toHaveValue('');

    expect(await within(log).findByText(ADD_MEMORY_TEXTS.askFeeling)).toBeInTheDocument();
    await fillIn(user, input, 'Calm');
    await user.click(send);

    expect(await within(log).findByText(ADD_MEMORY_TEXTS.askSmallThings)).toBeInTheDocument();
    await fillIn(user, input, '  She said "the sea remembers"  ');
    await user.keyboard('{Enter}');

    expect(await within(log).findByText(ADD_MEMORY_TEXTS.willSave)).toBeInTheDocument();
    expect(within(log).getByRole('status')).toHaveTextContent(ADD_MEMORY_TEXTS.thinking);
    expect(input).toBeDisabled();
    await waitFor(() => expect(calls('POST /api/kindreds/7/memories')).toHaveLength(1));
    expect(calls('POST /api/kindreds/7/memories')[0]!.body).toEqual({
      rawText: 'We went to the coast\n\nCalm\n\nShe said "the sea remembers"',
    });
    expect(within(log).getByRole('status')).toHaveTextContent(ADD_MEMORY_TEXTS.thinking);

    answer.resolve(Response.json({ memory: makeMemory({ id: 99 }), dateSuggestions: [] }, { status: 201 }));
    expect(await screen.findByText('Memory Saved!')).toBeInTheDocument();
  });

  it('never sends blank text, nor while the assistant is still replying', async () => {
    // Fake time, so that "still replying" cannot run out while the test types.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    stubApi({});
    renderSignedIn(<AddMemoryDialog open kindred={{ id: 7, name: 'Sam' }} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use AI assistant instead' }));
    await advance(100);
    const log = screen.getByRole('log', { name: 'Conversation with Kindred' });
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    const send = screen.getByRole('button', { name: 'Send' });

    fireEvent.change(input, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(log).queryAllByText('You:')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'First answer' } });
    fireEvent.click(send);
    await advance(0);
    fireEvent.change(input, { target: { value: 'Too early' } });
    expect(send).toBeDisabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(log).queryByText('Too early')).not.toBeInTheDocument();
    expect(within(log).getAllByText('You:')).toHaveLength(1);

    await advance(500);
    expect(within(log).getByText(ADD_MEMORY_TEXTS.askFeeling)).toBeInTheDocument();
    expect(send).toBeEnabled();
  });
});
