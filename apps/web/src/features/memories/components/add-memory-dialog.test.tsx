import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADD_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { deferred, stubApi } from '../../../testing/api-stub';
import { makeMemory, renderSignedIn } from '../memory-test-kit';
import { AddMemoryDialog } from './add-memory-dialog';
import { MemoryList } from './memory-list';

const created = (dateSuggestions: unknown[] = []) =>
  Response.json({ memory: makeMemory({ id: 99, title: null, fullSummary: null, processingStatus: 'processing' }), dateSuggestions }, { status: 201 });

function renderDialog(handlers: Parameters<typeof stubApi>[0] = {}) {
  const onClose = vi.fn();
  const calls = stubApi({
    'GET /api/kindreds/7/memories': () => Response.json({ items: [], nextCursor: null }),
    'POST /api/kindreds/7/memories': () => created(),
    ...handlers,
  });
  // The list beside the dialog shows whether the new memory reaches the page at once.
  const rendered = renderSignedIn(
    <>
      <MemoryList kindredId={7} kindredName="Sam" />
      <AddMemoryDialog open kindred={{ id: 7, name: 'Sam' }} onClose={onClose} />
    </>,
  );
  return { ...rendered, onClose, calls, dialog: screen.getByRole('dialog', { name: 'Add Memory for Sam' }) };
}

describe('AddMemoryDialog, quick entry', () => {
  it('saves the text trimmed, tells the page at once and says so', async () => {
    const { user, calls, dialog, onClose } = renderDialog();
    const text = within(dialog).getByRole('textbox', { name: 'Memory' });
    expect(text).toHaveAttribute('placeholder', ADD_MEMORY_TEXTS.quickPlaceholder('Sam'));
    expect(text).toBeRequired();
    await waitFor(() => expect(calls('GET /api/kindreds/7/memories')).toHaveLength(1));

    await user.type(text, '  Sam got the job!  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Memory' }));

    await waitFor(() => expect(calls('POST /api/kindreds/7/memories')).toHaveLength(1));
    const [call] = calls('POST /api/kindreds/7/memories');
    expect(call!.body).toEqual({ rawText: 'Sam got the job!' });
    expect(call!.url.searchParams.get('userTimezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(await screen.findByText(ADD_MEMORY_TEXTS.addedToast)).toBeInTheDocument();
    await waitFor(() => expect(calls('GET /api/kindreds/7/memories')).toHaveLength(2));
    expect(within(dialog).getByText('Memory Saved!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('keeps Save Memory disabled while the text is blank and while saving', async () => {
    const answer = deferred<Response>();
    const { user, dialog } = renderDialog({ 'POST /api/kindreds/7/memories': () => answer.promise });
    const save = within(dialog).getByRole('button', { name: 'Save Memory' });
    expect(save).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Memory' }), '   ');
    expect(save).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Memory' }), 'A quiet dinner');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).toHaveAttribute('aria-busy', 'true');

    answer.resolve(created());
    expect(await within(dialog).findByText('Memory Saved!')).toBeInTheDocument();
  });

  it('shows the failed call inline and in a toast, then closes', async () => {
    const { user, dialog, onClose } = renderDialog({
      'POST /api/kindreds/7/memories': () =>
        Response.json({ error: 'Memory must be no more than 10000 characters long', code: 'VALIDATION_FAILED' }, { status: 400 }),
    });

    await user.type(within(dialog).getByRole('textbox', { name: 'Memory' }), 'Too long');
    await user.click(within(dialog).getByRole('button', { name: 'Save Memory' }));

    const inline = await within(dialog).findByRole('alert');
    expect(inline).toHaveTextContent(ADD_MEMORY_TEXTS.failed);
    expect(inline).toHaveTextContent('Memory must be no more than 10000 characters long');
    const toast = screen.getAllByText(ADD_MEMORY_TEXTS.failed).filter((element) => !dialog.contains(element));
    expect(toast).toHaveLength(1);
    expect(screen.queryByText(ADD_MEMORY_TEXTS.addedToast)).not.toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes with Escape, the backdrop, the close button and Cancel', async () => {
    const { user, dialog, onClose } = renderDialog();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    // MUI's dialog takes a click beside its paper, on the container over the backdrop, as a backdrop click.
    await user.click(document.querySelector('.MuiDialog-container')!);
    expect(onClose).toHaveBeenCalledTimes(2);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(4);
  });

  it('starts empty each time it opens', async () => {
    stubApi({});
    function Harness() {
      const [isOpen, setIsOpen] = useState(true);
      return (
        <>
          <button onClick={() => setIsOpen(true)}>Open</button>
          <AddMemoryDialog open={isOpen} kindred={{ id: 7, name: 'Sam' }} onClose={() => setIsOpen(false)} />
        </>
      );
    }
    const { user } = renderSignedIn(<Harness />);

    await user.type(screen.getByRole('textbox', { name: 'Memory' }), 'Half a thought');
    await user.click(screen.getByRole('button', { name: 'Use AI assistant instead' }));
    expect(await screen.findByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(await screen.findByRole('textbox', { name: 'Memory' })).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
  });
});
