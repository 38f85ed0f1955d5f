import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { makeMemory, renderSignedIn } from '../memory-test-kit';
import { DeleteMemoryDialog } from './delete-memory-dialog';
import { MemoryList } from './memory-list';

function renderDialog(handlers: Parameters<typeof stubApi>[0]) {
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  const calls = stubApi(handlers);
  const rendered = renderSignedIn(<DeleteMemoryDialog memory={{ id: 1, kindredId: 7 }} onClose={onClose} onDeleted={onDeleted} />);
  return { ...rendered, calls, onClose, onDeleted, dialog: screen.getByRole('dialog', { name: 'Delete Memory' }) };
}

describe('DeleteMemoryDialog', () => {
  it('asks first, and Cancel leaves the memory alone', async () => {
    const { user, dialog, calls, onClose } = renderDialog({});

    expect(within(dialog).getByText('Are you sure you want to delete this memory? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls('DELETE /api/memories/1')).toHaveLength(0);
  });

  it('deletes the memory and takes it off the list', async () => {
    let isDeleted = false;
    const calls = stubApi({
      'GET /api/kindreds/7/memories': () => Response.json({ items: isDeleted ? [] : [makeMemory()], nextCursor: null }),
      'DELETE /api/memories/1': () => {
        isDeleted = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderSignedIn(<MemoryList kindredId={7} kindredName="Sam" />);
    const memory = await screen.findByRole('article', { name: 'River walk with Sam' });

    await user.click(within(memory).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Memory' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No memories yet. Add the first thing you want to remember.')).toBeInTheDocument();
    expect(calls('DELETE /api/memories/1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells the caller once the memory is gone', async () => {
    const { user, dialog, onClose, onDeleted } = renderDialog({ 'DELETE /api/memories/1': () => new Response(null, { status: 204 }) });

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when deleting fails, else a plain one", async () => {
    let attempts = 0;
    const { user, dialog, onClose } = renderDialog({
      'DELETE /api/memories/1': () =>
        ++attempts === 1 ? Response.json({ error: 'Memory is locked', code: 'CONFLICT' }, { status: 409 }) : Promise.reject(new TypeError('')),
    });

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Memory is locked');

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('An error occurred while deleting.'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
