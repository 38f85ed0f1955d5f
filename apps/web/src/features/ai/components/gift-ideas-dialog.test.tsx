import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { kindredAnswer, makeMemory, memoryPage, renderSignedIn } from '../ai-test-kit';
import { GiftIdeasDialog } from './gift-ideas-dialog';

const MARKDOWN = [
  'Ava would love **a wheel-throwing class** and _a glaze kit_.',
  '- A kiln day pass\n- Studio apron',
  '1. Book the class\n2. Wrap the apron',
  'See [the studio](https://studio.example/classes).',
  '<script>alert(1)</script><b>raw</b>',
].join('\n\n');

function renderDialog(handlers: Parameters<typeof stubApi>[0]) {
  const calls = stubApi(handlers);
  const onClose = vi.fn();
  const view = renderSignedIn(<GiftIdeasDialog open kindred={{ id: 7, name: 'Ava Chen' }} onClose={onClose} />);
  return { ...view, calls, onClose, dialog: screen.getByRole('dialog', { name: 'Gift Ideas for Ava Chen' }) };
}

afterEach(() => vi.restoreAllMocks());

describe('GiftIdeasDialog (spec §2.10)', () => {
  it('renders the gift ideas as markdown, links opening in a new tab and raw HTML left out', async () => {
    const { dialog } = renderDialog({ 'GET /api/kindreds/7/gift-idea': () => Response.json({ giftIdea: MARKDOWN, kindredId: 7, kindredName: 'Ava Chen' }) });

    expect(within(dialog).getByRole('heading', { name: 'Thoughtful Gift Ideas' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('Personalized gift suggestions based on what you know about Ava Chen');
    expect(within(dialog).getByRole('progressbar', { name: 'Finding gift ideas' })).toBeInTheDocument();

    const link = await within(dialog).findByRole('link', { name: 'the studio' });
    expect(link).toHaveAttribute('href', 'https://studio.example/classes');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByText('a wheel-throwing class').tagName).toBe('STRONG');
    expect(within(dialog).getByText('a glaze kit').tagName).toBe('EM');
    const [bullets, numbered] = within(dialog).getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(within(bullets!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['A kiln day pass', 'Studio apron']);
    expect(numbered!.tagName).toBe('OL');
    expect(within(numbered!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Book the class', 'Wrap the apron']);
    expect(dialog.querySelector('script, b')).toBeNull();
    expect(within(dialog).queryByText(/alert\(1\)/)).not.toBeInTheDocument();
  });

  it('copies the ideas as plain text, without the markdown marks, and says "Copied!"; "Perfect, thanks!" closes', async () => {
    const { user, dialog, onClose } = renderDialog({
      'GET /api/kindreds/7/gift-idea': () =>
        Response.json({ giftIdea: 'For Ava:\n\n1. **A kiln class**: she _loves_ glazing.\n2. **An apron**: for the studio.', kindredId: 7, kindredName: 'Ava Chen' }),
    });
    await within(dialog).findByText('A kiln class');

    await user.click(within(dialog).getByRole('button', { name: 'Copy to Clipboard' }));

    expect(await navigator.clipboard.readText()).toBe('For Ava:\n\n1. A kiln class: she loves glazing.\n2. An apron: for the studio.');
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Perfect, thanks!' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('puts the formatted ideas on the clipboard as HTML beside the plain text where the browser allows', async () => {
    const written: Record<string, string>[] = [];
    class FakeClipboardItem {
      constructor(readonly items: Record<string, Blob>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const { user, dialog } = renderDialog({
      'GET /api/kindreds/7/gift-idea': () => Response.json({ giftIdea: 'Ideas:\n\n1. **A kiln class** <b>x</b>', kindredId: 7, kindredName: 'Ava Chen' }),
    });
    vi.spyOn(navigator.clipboard, 'write').mockImplementation(async (items) => {
      for (const item of items as unknown as FakeClipboardItem[]) {
        written.push(Object.fromEntries(await Promise.all(Object.entries(item.items).map(async ([type, blob]) => [type, await blob.text()]))));
      }
    });
    await within(dialog).findByText('A kiln class');

    await user.click(within(dialog).getByRole('button', { name: 'Copy to Clipboard' }));

    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).toEqual({ 'text/plain': 'Ideas:\n\n1. A kiln class x', 'text/html': '<p>Ideas:</p><ol><li><strong>A kiln class</strong> x</li></ol>' });
    vi.unstubAllGlobals();
  });

  it('asks the server for other ideas on each opening (?ask=0, then ?ask=1)', async () => {
    const calls = stubApi({ 'GET /api/kindreds/8/gift-idea': () => Response.json({ giftIdea: 'Ideas', kindredId: 8, kindredName: 'Bo' }) });
    const first = renderSignedIn(<GiftIdeasDialog open kindred={{ id: 8, name: 'Bo' }} onClose={vi.fn()} />);
    await screen.findByText('Ideas');
    first.unmount();
    renderSignedIn(<GiftIdeasDialog open kindred={{ id: 8, name: 'Bo' }} onClose={vi.fn()} />);
    await screen.findByText('Ideas');
    expect(calls('GET /api/kindreds/8/gift-idea').map((call) => call.url.searchParams.get('ask'))).toEqual(['0', '1']);
  });

  it('falls back silently to ideas built from the newest memories (spec §7.2, §8)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { dialog, calls } = renderDialog({
      'GET /api/kindreds/7/gift-idea': () => Response.json({ error: 'Server error. Please try again later.', code: 'INTERNAL' }, { status: 500 }),
      'GET /api/kindreds/7': () => kindredAnswer('Ava Chen'),
      'GET /api/kindreds/7/memories': () => memoryPage([makeMemory(1, '2024-05-01T12:00:00Z', 'Ava started a pottery class.')]),
    });

    expect(await within(dialog).findByText('A keepsake of a shared moment')).toBeInTheDocument();
    expect(within(dialog).getByText('"Ava started a pottery class."')).toBeInTheDocument();
    expect(within(dialog).getByText('Ideas for Ava Chen:')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(calls('GET /api/kindreds/7')).toHaveLength(1));
  });
});
