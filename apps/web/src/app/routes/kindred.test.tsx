import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Kindred, KindredListItem } from '@kindred/core/kindred';
import { deferred, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

// The memories and key-dates features have their own tests; here they only show what they were given.
vi.mock('../../features/memories/components/memory-list', () => ({
  MemoryList: ({ kindredId, kindredName }: { kindredId: number; kindredName: string }) => <p>{`Memory list of ${kindredName} (${kindredId})`}</p>,
}));
vi.mock('../../features/memories/components/add-memory-dialog', () => ({
  AddMemoryDialog: ({ open, kindred, onClose }: { open: boolean; kindred: { id: number; name: string }; onClose: () => void }) =>
    open ? (
      <div role="dialog" aria-label={`Add Memory for ${kindred.name} (${kindred.id})`}>
        <button onClick={onClose}>Close</button>
      </div>
    ) : null,
}));
vi.mock('../../features/key-dates/components/kindred-key-dates', () => ({
  KindredKeyDates: ({ kindredId }: { kindredId: number }) => <p>{`Key dates of ${kindredId}`}</p>,
}));

const STAMP = '2026-01-05T10:00:00.000Z';
const PHOTO_URL = '/api/kindreds/7/photo/f3a9.webp';
const ava: Kindred = { id: 7, name: 'Ava Chen', relationship: 'Sister', photoUrl: null, privateFromAi: false, keepInTouch: 'none', createdAt: STAMP, updatedAt: STAMP };

type Handlers = Parameters<typeof stubApi>[0];

async function renderKindred(handlers: Handlers = {}, kindred: Kindred = ava, path = `/kindred/${kindred.id}`) {
  const account = signInAs();
  const calls = stubApi({
    'GET /api/users/me': () => Response.json(account),
    [`GET /api/kindreds/${kindred.id}`]: () => Response.json(kindred),
    // No summary yet: the server answers 204.
    [`GET /api/kindreds/${kindred.id}/summary`]: () => new Response(null, { status: 204 }),
    ...handlers,
  });
  const rendered = renderApp(path);
  return { ...rendered, calls };
}

async function renderProfile(handlers: Handlers = {}, kindred: Kindred = ava) {
  const rendered = await renderKindred(handlers, kindred);
  await screen.findByRole('heading', { level: 1, name: kindred.name });
  return rendered;
}

const imageFile = (size = 2048, type = 'image/png') => {
  const file = new File(['png'], 'ava.png', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const photoInput = () => screen.getByLabelText('Upload photo');
// applyAccept off: the page's own type check is what is under test, not the browser's picker.
const chooseFile = (file: File) => userEvent.setup({ applyAccept: false }).upload(photoInput(), file);

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview-1'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('/kindred/:kindredId', () => {
  it('shows the person with their actions, memories and key dates', async () => {
    const { user } = await renderProfile();

    expect(screen.getByText('Sister')).toBeInTheDocument();
    expect(screen.getByText('AC')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ice Breaker' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Gift Ideas' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Coaching Plan' })).toHaveAttribute('href', '/kindred/7/coaching-plan');
    expect(screen.getByRole('switch', { name: 'Keep private from AI' })).not.toBeChecked();
    expect(await within(screen.getByRole('region', { name: 'Summary' })).findByRole('heading', { name: 'No summary yet' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Memories' })).getByText('Memory list of Ava Chen (7)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Key Dates' })).getByText('Key dates of 7')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Memory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Memory for Ava Chen (7)' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the photo when there is one', async () => {
    await renderProfile({}, { ...ava, photoUrl: PHOTO_URL });

    expect(screen.getByRole('img', { name: 'Photo of Ava Chen' })).toHaveAttribute('src', PHOTO_URL);
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it.each(['abc', '0', '07', 'undefined'])('answers "Page not found" for the id %j without asking the server', async (id) => {
    const { calls } = await renderKindred({}, ava, `/kindred/${id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(calls(`GET /api/kindreds/${id}`)).toHaveLength(0);
  });

  it('answers "Page not found" when the server does not know the person', async () => {
    await renderKindred({ 'GET /api/kindreds/7': () => Response.json({ error: 'Kindred not found', code: 'NOT_FOUND' }, { status: 404 }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, we couldn't find the page you're looking for.")).toBeInTheDocument();
  });

  it('offers a retry when the profile fails to load for another reason', async () => {
    let attempts = 0;
    const { user } = await renderKindred({
      'GET /api/kindreds/7': () =>
        ++attempts === 1 ? Response.json({ error: 'Too many requests', code: 'RATE_LIMITED' }, { status: 429 }) : Response.json(ava),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this profile.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Chen' })).toBeInTheDocument();
  });

  describe('name and relationship', () => {
    it('are edited in place under the Add Kindred rules and saved trimmed', async () => {
      const { user, calls } = await renderProfile({
        'PATCH /api/kindreds/7': ({ body }) => Response.json({ ...ava, ...(body as object) }),
      });

      await user.click(screen.getByRole('button', { name: 'Edit name and relationship' }));
      const form = screen.getByRole('form', { name: 'Edit name and relationship' });
      const name = within(form).getByRole('textbox', { name: 'Name' });
      expect(name).toHaveValue('Ava Chen');
      expect(within(form).getByRole('textbox', { name: 'Relationship' })).toHaveValue('Sister');

      await user.clear(name);
      await user.tab();
      expect(name).toHaveAccessibleDescription('Name is required');
      expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();

      await user.type(name, ' Ava Rose ');
      await user.click(within(form).getByRole('button', { name: 'Save' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Ava Rose' })).toBeInTheDocument();
      expect(calls('PATCH /api/kindreds/7')[0]?.body).toEqual({ name: 'Ava Rose', relationship: 'Sister' });
      expect(screen.getByText('Changes saved.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit name and relationship' })).toHaveFocus();
    });

    it('show the server’s error inline and stay in the form', async () => {
      const { user } = await renderProfile({
        'PATCH /api/kindreds/7': () => Response.json({ error: 'Relationship must be no more than 50 characters long', code: 'VALIDATION_FAILED' }, { status: 400 }),
      });

      await user.click(screen.getByRole('button', { name: 'Edit name and relationship' }));
      const form = screen.getByRole('form', { name: 'Edit name and relationship' });
      await user.type(within(form).getByRole('textbox', { name: 'Relationship' }), ' in law{Enter}');

      expect(await within(form).findByRole('alert')).toHaveTextContent('Relationship must be no more than 50 characters long');
    });

    it('are left unchanged by Escape', async () => {
      const { user, calls } = await renderProfile();

      await user.click(screen.getByRole('button', { name: 'Edit name and relationship' }));
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'xyz{Escape}');

      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Ava Chen' })).toBeInTheDocument();
      expect(calls('PATCH /api/kindreds/7')).toHaveLength(0);
    });
  });

  describe('photo', () => {
    it('is previewed, then uploaded as multipart field "file" with the bearer token', async () => {
      const { user, calls } = await renderProfile({
        'POST /api/kindreds/7/photo': () => Response.json({ ...ava, photoUrl: PHOTO_URL }),
      });
      const file = imageFile();

      await chooseFile(file);
      const dialog = await screen.findByRole('dialog', { name: 'Use this photo?' });
      expect(within(dialog).getByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute('src', 'blob:preview-1');
      expect(calls('POST /api/kindreds/7/photo')).toHaveLength(0);

      await user.click(within(dialog).getByRole('button', { name: 'Save photo' }));

      expect(await screen.findByRole('img', { name: 'Photo of Ava Chen' })).toHaveAttribute('src', PHOTO_URL);
      const [call] = calls('POST /api/kindreds/7/photo');
      expect(call?.body).toBeInstanceOf(FormData);
      expect((call?.body as FormData).get('file')).toBe(file);
      expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
      expect(call?.headers.get('Content-Type')).toBeNull();
      expect(screen.getByText('Photo updated.')).toBeInTheDocument();
      await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'));
    });

    it('is not sent when the preview is cancelled', async () => {
      const { user, calls } = await renderProfile();

      await chooseFile(imageFile());
      await user.click(within(await screen.findByRole('dialog', { name: 'Use this photo?' })).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls('POST /api/kindreds/7/photo')).toHaveLength(0);
    });

    it.each([
      ['over 5 MB', imageFile(5 * 1024 * 1024 + 1), 'Photos can be at most 5 MB.'],
      ['not an image', imageFile(10, 'text/plain'), 'This file is not a JPEG, PNG, WebP or GIF image.'],
    ])('is refused here when %s', async (_case, file, message) => {
      const { calls } = await renderProfile();

      await chooseFile(file);

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls('POST /api/kindreds/7/photo')).toHaveLength(0);
    });

    it.each([
      ['the server’s error', () => Response.json({ error: 'This file is not an image we can read', code: 'VALIDATION_FAILED' }, { status: 400 }), 'This file is not an image we can read'],
      ['"Failed to upload photo" without one', () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }), 'Failed to upload photo'],
    ])('reports a failed upload with %s', async (_case, answer, message) => {
      const { user } = await renderProfile({ 'POST /api/kindreds/7/photo': answer });

      await chooseFile(imageFile());
      await user.click(within(await screen.findByRole('dialog', { name: 'Use this photo?' })).getByRole('button', { name: 'Save photo' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByText('AC')).toBeInTheDocument();
    });

    it('is removed', async () => {
      const { user, calls } = await renderProfile({ 'DELETE /api/kindreds/7/photo': () => Response.json(ava) }, { ...ava, photoUrl: PHOTO_URL });

      await user.click(screen.getByRole('button', { name: 'Remove photo' }));

      expect(await screen.findByText('AC')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Photo of Ava Chen' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
      expect(calls('DELETE /api/kindreds/7/photo')).toHaveLength(1);
      expect(screen.getByText('Photo removed.')).toBeInTheDocument();
    });

    it('reports a failed removal with "Failed to delete photo"', async () => {
      const { user } = await renderProfile(
        { 'DELETE /api/kindreds/7/photo': () => Response.json({ error: 'Disk on fire', code: 'INTERNAL' }, { status: 500 }) },
        { ...ava, photoUrl: PHOTO_URL },
      );

      await user.click(screen.getByRole('button', { name: 'Remove photo' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete photo');
      expect(screen.getByRole('img', { name: 'Photo of Ava Chen' })).toBeInTheDocument();
    });
  });

  describe('AI help', () => {
    it('opens the Ice Breaker dialog for this person, and closes it', async () => {
      const { user, calls } = await renderProfile({
        'GET /api/kindreds/7/ice-breaker': () => Response.json({ iceBreaker: 'Ask Ava about her pottery class.', kindredId: 7, kindredName: 'Ava Chen' }),
      });

      await user.click(screen.getByRole('button', { name: 'Ice Breaker' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ice Breaker for Ava Chen' });
      expect(await within(dialog).findByText('Ask Ava about her pottery class.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Got it, thanks!' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls('GET /api/kindreds/7/ice-breaker')).toHaveLength(1);
    });

    it('opens the Gift Ideas dialog for this person, and closes it', async () => {
      const { user } = await renderProfile({
        'GET /api/kindreds/7/gift-idea': () => Response.json({ giftIdea: '**A glaze kit** for the studio', kindredId: 7, kindredName: 'Ava Chen' }),
      });

      await user.click(screen.getByRole('button', { name: 'Gift Ideas' }));
      const dialog = await screen.findByRole('dialog', { name: 'Gift Ideas for Ava Chen' });
      expect(await within(dialog).findByText('A glaze kit')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Perfect, thanks!' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('keeps the person private from AI: the switch turns at once and the setting is saved', async () => {
      const saved = deferred<Response>();
      const { user, calls } = await renderProfile({ 'PATCH /api/kindreds/7': () => saved.promise });
      const privacy = screen.getByRole('switch', { name: 'Keep private from AI' });
      expect(privacy).toHaveAccessibleDescription(/handled only by Kindred's built-in assistant and never sent to an outside AI provider/);

      await user.click(privacy);

      expect(privacy).toBeChecked();
      expect(calls('PATCH /api/kindreds/7')[0]?.body).toEqual({ privateFromAi: true });
      saved.resolve(Response.json({ ...ava, privateFromAi: true }));
      await waitFor(() => expect(privacy).not.toHaveAttribute('aria-busy', 'true'));
      expect(privacy).toBeChecked();
    });

    it('turns the switch back and says so when saving the setting fails', async () => {
      const refused = deferred<Response>();
      const { user } = await renderProfile({ 'PATCH /api/kindreds/7': () => refused.promise }, { ...ava, privateFromAi: true });
      const privacy = screen.getByRole('switch', { name: 'Keep private from AI' });
      expect(privacy).toBeChecked();

      await user.click(privacy);
      expect(privacy).not.toBeChecked();
      refused.resolve(Response.json({ error: 'Server error. Please try again later.', code: 'INTERNAL' }, { status: 500 }));

      expect(await screen.findByText("We couldn't change the AI privacy setting. Please try again.")).toBeInTheDocument();
      await waitFor(() => expect(privacy).toBeChecked());
    });
  });

  describe('keep in touch', () => {
    it('shows the saved cadence and saves a new one at once with PATCH', async () => {
      const saved = deferred<Response>();
      const { user, calls } = await renderProfile({ 'PATCH /api/kindreds/7': () => saved.promise }, { ...ava, keepInTouch: 'monthly' });
      const cadence = screen.getByRole('combobox', { name: 'Keep in touch' });
      expect(cadence).toHaveValue('monthly');
      expect(cadence).toHaveAccessibleDescription('Kindred suggests reaching out when you have not written about Ava Chen for this long.');
      expect(within(cadence).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'No reminder',
        'Every week',
        'Every month',
        'Every 3 months',
        'Every year',
      ]);

      await user.selectOptions(cadence, 'Every 3 months');

      expect(cadence).toHaveValue('quarterly');
      expect(calls('PATCH /api/kindreds/7')[0]?.body).toEqual({ keepInTouch: 'quarterly' });
      saved.resolve(Response.json({ ...ava, keepInTouch: 'quarterly' }));
      expect(await screen.findByText('Keep-in-touch setting saved.')).toBeInTheDocument();
      expect(cadence).toHaveValue('quarterly');
    });

    it('goes back to the saved cadence and says so when saving fails', async () => {
      const { user } = await renderProfile({
        'PATCH /api/kindreds/7': () => Response.json({ error: 'Server error. Please try again later.', code: 'INTERNAL' }, { status: 500 }),
      });
      const cadence = screen.getByRole('combobox', { name: 'Keep in touch' });

      await user.selectOptions(cadence, 'Every week');

      expect(await screen.findByText("We couldn't save the keep-in-touch setting.")).toBeInTheDocument();
      await waitFor(() => expect(cadence).toHaveValue('none'));
    });
  });

  describe('deleting the person', () => {
    it('asks first, naming what goes, then deletes and returns to a refreshed dashboard', async () => {
      let people: KindredListItem[] = [{ ...ava, memoryCount: 2, lastMemoryAt: STAMP, nextKeyDate: null }];
      const { user, calls, location } = await renderProfile({
        'DELETE /api/kindreds/7': () => {
          people = [];
          return new Response(null, { status: 204 });
        },
        'GET /api/kindreds/summary': () => Response.json(people),
        'GET /api/calendar/entries': () => Response.json([]),
        'GET /api/reminders/today': () => Response.json([]),
        'GET /api/suggestions': () => Response.json([]),
        'GET /api/memories/activity': () => Response.json([]),
      });

      await user.click(screen.getByRole('button', { name: 'Delete person' }));
      let dialog = await screen.findByRole('dialog', { name: 'Delete Ava Chen?' });
      expect(dialog).toHaveAccessibleDescription(/all of their memories, their key dates and their photo/);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls('DELETE /api/kindreds/7')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Delete person' }));
      dialog = await screen.findByRole('dialog', { name: 'Delete Ava Chen?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete person' }));

      await waitFor(() => expect(location()).toBe('/dashboard'));
      expect(calls('DELETE /api/kindreds/7')).toHaveLength(1);
      expect(await screen.findByText('Ava Chen has been deleted.')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Add your first person' })).toBeInTheDocument();
      expect(calls('GET /api/kindreds/7')).toHaveLength(1);
    });

    it('shows a failed delete in the dialog', async () => {
      const { user, location } = await renderProfile({
        'DELETE /api/kindreds/7': () => Response.json({ error: 'Server error. Please try again later.', code: 'INTERNAL' }, { status: 500 }),
      });

      await user.click(screen.getByRole('button', { name: 'Delete person' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Ava Chen?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete person' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
      expect(location()).toBe('/kindred/7');
    });
  });
});
