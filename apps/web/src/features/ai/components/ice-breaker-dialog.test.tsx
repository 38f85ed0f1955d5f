import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ICE_BREAKER_FALLBACK } from '@kindred/core/ai-texts';
import { deferred, stubApi } from '../../../testing/api-stub';
import { kindredAnswer, makeMemory, memoryPage, renderSignedIn } from '../ai-test-kit';
import { IceBreakerDialog } from './ice-breaker-dialog';

const ava = { id: 7, name: 'Ava Chen' };
const answer = (iceBreaker: string) => Response.json({ iceBreaker, kindredId: 7, kindredName: 'Ava Chen' });

/** The kindred page's part: a button that opens the dialog, which closes itself through onClose. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Ice Breaker</button>
      <IceBreakerDialog open={open} kindred={ava} onClose={() => setOpen(false)} />
    </>
  );
}

async function openDialog(handlers: Parameters<typeof stubApi>[0]) {
  const calls = stubApi(handlers);
  const view = renderSignedIn(<Opener />);
  await view.user.click(screen.getByRole('button', { name: 'Ice Breaker' }));
  return { ...view, calls, dialog: screen.getByRole('dialog', { name: 'Ice Breaker for Ava Chen' }) };
}

afterEach(() => vi.restoreAllMocks());

describe('IceBreakerDialog (spec §2.11)', () => {
  it('shows a loading state, then the ice breaker as plain text in the words of the spec', async () => {
    const reply = deferred<Response>();
    const { dialog } = await openDialog({ 'GET /api/kindreds/7/ice-breaker': () => reply.promise });

    expect(within(dialog).getByRole('heading', { name: 'Perfect Conversation Starter' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription("Here's a personalized ice breaker for your next conversation with Ava Chen");
    expect(within(dialog).getByRole('progressbar', { name: 'Finding a conversation starter' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy to Clipboard' })).toBeDisabled();

    reply.resolve(answer('Ask Ava how the **pottery** class went.'));

    expect(await within(dialog).findByText('Ask Ava how the **pottery** class went.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('copies the text, showing "Copied!" disabled for 2 s before turning back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, dialog } = await openDialog({ 'GET /api/kindreds/7/ice-breaker': () => answer('Ask about Lisbon.') });
    await within(dialog).findByText('Ask about Lisbon.');

    await user.click(within(dialog).getByRole('button', { name: 'Copy to Clipboard' }));

    expect(await navigator.clipboard.readText()).toBe('Ask about Lisbon.');
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_800));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(within(dialog).getByRole('button', { name: 'Copy to Clipboard' })).toBeEnabled();
  });

  it('shows nothing when the clipboard refuses the text', async () => {
    const { user, dialog } = await openDialog({ 'GET /api/kindreds/7/ice-breaker': () => answer('Ask about Lisbon.') });
    await within(dialog).findByText('Ask about Lisbon.');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));

    await user.click(within(dialog).getByRole('button', { name: 'Copy to Clipboard' }));

    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Ask about Lisbon.'));
    expect(within(dialog).getByRole('button', { name: 'Copy to Clipboard' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes with "Got it, thanks!" and asks afresh on the next opening', async () => {
    let asked = 0;
    const { user, dialog, calls } = await openDialog({ 'GET /api/kindreds/7/ice-breaker': () => answer(`Starter number ${++asked}`) });
    await within(dialog).findByText('Starter number 1');

    await user.click(within(dialog).getByRole('button', { name: 'Got it, thanks!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Ice Breaker' }));

    expect(await screen.findByText('Starter number 2')).toBeInTheDocument();
    expect(calls('GET /api/kindreds/7/ice-breaker')).toHaveLength(2);
  });

  it('falls back to one of the newest memories when the server has no ice breaker (spec §7.2)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { dialog } = await openDialog({
      'GET /api/kindreds/7/ice-breaker': () => Response.json({ error: 'Server error. Please try again later.', code: 'INTERNAL' }, { status: 500 }),
      'GET /api/kindreds/7': () => kindredAnswer('Ava Chen'),
      'GET /api/kindreds/7/memories': () => memoryPage([makeMemory(1, '2024-05-01T12:00:00Z', 'Ava started a pottery class.')]),
    });

    expect(await within(dialog).findByText(ICE_BREAKER_FALLBACK.fromMemory('Ava Chen', 'Ava started a pottery class.'))).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why there is no ice breaker when the trial is over, without a fallback', async () => {
    const { dialog, calls } = await openDialog({
      'GET /api/kindreds/7/ice-breaker': () =>
        Response.json({ error: 'Your free trial has ended.', code: 'TRIAL_EXPIRED', trialExpired: true }, { status: 402 }),
    });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your free trial has ended.');
    expect(calls('GET /api/kindreds/7/memories')).toHaveLength(0);
  });
});
