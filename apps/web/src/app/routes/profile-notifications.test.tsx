import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '@kindred/core/calendar';
import { deferred, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

const SETTINGS: NotificationSettings = {
  emailReminders: true,
  daysBefore: [0, 7],
  timeOfDay: '09:00',
  timeZone: 'Europe/Paris',
  weeklyDigest: false,
  digestDay: 'monday',
};

const FEED_URL = 'http://localhost:3000/api/calendar/feed/k3Yt0ken.ics';

async function renderProfile(handlers: Parameters<typeof stubApi>[0] = {}) {
  const account = signInAs();
  const calls = stubApi({
    'GET /api/users/me': () => Response.json(account),
    'GET /api/users/me/notifications': () => Response.json(SETTINGS),
    ...handlers,
  });
  const rendered = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Profile settings' });
  return { ...rendered, calls };
}
const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.restoreAllMocks());

describe('/profile notifications', () => {
  it('shows the saved settings', async () => {
    await renderProfile();
    const notifications = section('Notifications');

    expect(await within(notifications).findByRole('switch', { name: 'E-mail reminders' })).toBeChecked();
    const remindMe = within(notifications).getByRole('group', { name: 'Remind me' });
    expect(within(remindMe).getByRole('checkbox', { name: 'On the day' })).toBeChecked();
    expect(within(remindMe).getByRole('checkbox', { name: '1 week before' })).toBeChecked();
    expect(within(remindMe).getByRole('checkbox', { name: '3 days before' })).not.toBeChecked();
    expect(within(notifications).getByLabelText('Time of day')).toHaveValue('09:00');
    expect(within(notifications).getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Paris');
    expect(within(notifications).getByRole('switch', { name: 'Weekly digest' })).not.toBeChecked();
    expect(within(notifications).getByRole('combobox', { name: 'Digest day' })).toBeDisabled();
  });

  it('saves every change with one PUT of the whole settings', async () => {
    const { user, calls } = await renderProfile({
      'PUT /api/users/me/notifications': ({ body }) => Response.json(body),
    });
    const notifications = section('Notifications');
    const remindMe = await within(notifications).findByRole('group', { name: 'Remind me' });

    await user.click(within(remindMe).getByRole('checkbox', { name: '1 day before' }));
    // Three chosen: the other choices wait until one is unchecked.
    expect(within(remindMe).getByRole('checkbox', { name: '2 weeks before' })).toBeDisabled();
    await user.click(within(remindMe).getByRole('checkbox', { name: 'On the day' }));
    await user.click(within(remindMe).getByRole('checkbox', { name: '2 weeks before' }));
    const time = within(notifications).getByLabelText('Time of day');
    await user.clear(time);
    await user.type(time, '07:30');
    await user.selectOptions(within(notifications).getByRole('combobox', { name: 'Time zone' }), 'Pacific/Kiritimati');
    await user.click(within(notifications).getByRole('switch', { name: 'E-mail reminders' }));
    await user.click(within(notifications).getByRole('switch', { name: 'Weekly digest' }));
    await user.selectOptions(within(notifications).getByRole('combobox', { name: 'Digest day' }), 'Sunday');
    await user.click(within(notifications).getByRole('button', { name: 'Save notification settings' }));

    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(calls('PUT /api/users/me/notifications')[0]?.body).toEqual({
      emailReminders: false,
      daysBefore: [1, 7, 14],
      timeOfDay: '07:30',
      timeZone: 'Pacific/Kiritimati',
      weeklyDigest: true,
      digestDay: 'sunday',
    });
  });

  it('puts the server’s message under the field it names', async () => {
    const { user } = await renderProfile({
      'PUT /api/users/me/notifications': () =>
        Response.json({ error: 'Invalid request', code: 'VALIDATION_FAILED', details: { timeOfDay: ['Time of day must be HH:MM'] } }, { status: 400 }),
    });
    const notifications = section('Notifications');

    await user.click(await within(notifications).findByRole('button', { name: 'Save notification settings' }));

    const time = within(notifications).getByLabelText('Time of day');
    await waitFor(() => expect(time).toHaveAccessibleDescription('Time of day must be HH:MM'));
    expect(time).toHaveFocus();
  });

  it('reports settings that cannot be read, with a retry', async () => {
    let attempts = 0;
    const { user } = await renderProfile({
      'GET /api/users/me/notifications': () =>
        ++attempts === 1 ? Response.json({ error: 'Boom', code: 'INTERNAL' }, { status: 500 }) : Response.json(SETTINGS),
    });
    const notifications = section('Notifications');

    expect(await within(notifications).findByRole('alert')).toHaveTextContent("We couldn't load your notification settings.");
    await user.click(within(notifications).getByRole('button', { name: 'Try again' }));
    expect(await within(notifications).findByRole('switch', { name: 'E-mail reminders' })).toBeChecked();
  });
});

describe('/profile calendar feed', () => {
  function stubClipboard() {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return writeText;
  }

  it('asks for the link only when the user wants it, then copies it with an announced confirmation', async () => {
    const { user, calls } = await renderProfile({ 'GET /api/calendar/feed': () => Response.json({ url: FEED_URL }) });
    const writeText = stubClipboard();
    const feed = section('Calendar feed');
    expect(calls('GET /api/calendar/feed')).toHaveLength(0);

    await user.click(within(feed).getByRole('button', { name: 'Show my feed link' }));

    expect(await within(feed).findByRole('textbox', { name: 'Private feed link' })).toHaveValue(FEED_URL);
    const copyButton = within(feed).getByRole('button', { name: 'Copy link' });
    expect(copyButton).toHaveFocus();
    await user.click(copyButton);
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
    expect(within(feed).getByRole('status')).toHaveTextContent('Link copied to the clipboard.');
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = await renderProfile({ 'GET /api/calendar/feed': () => Response.json({ url: FEED_URL }) });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    const feed = section('Calendar feed');

    await user.click(within(feed).getByRole('button', { name: 'Show my feed link' }));
    await user.click(await within(feed).findByRole('button', { name: 'Copy link' }));

    expect(await within(feed).findByRole('status')).toHaveTextContent("We couldn't copy the link. Select it and copy it yourself.");
  });

  it('resets the link after a confirmation, and can be cancelled', async () => {
    const answer = deferred<Response>();
    const { user, calls } = await renderProfile({
      'GET /api/calendar/feed': () => Response.json({ url: FEED_URL }),
      'POST /api/calendar/feed/reset': () => answer.promise,
    });
    const feed = section('Calendar feed');
    await user.click(within(feed).getByRole('button', { name: 'Show my feed link' }));

    await user.click(await within(feed).findByRole('button', { name: 'Reset link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reset your feed link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST /api/calendar/feed/reset')).toHaveLength(0);

    await user.click(within(feed).getByRole('button', { name: 'Reset link' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset your feed link?' });
    expect(dialog).toHaveAccessibleDescription(/The current link stops working at once/);
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    answer.resolve(Response.json({ url: 'http://localhost:3000/api/calendar/feed/n3wT0ken.ics' }));

    expect(await screen.findByText('Your feed link has been reset.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(feed).getByRole('textbox', { name: 'Private feed link' })).toHaveValue('http://localhost:3000/api/calendar/feed/n3wT0ken.ics');
  });

  it('turns the feed off, and on again with a fresh request', async () => {
    let urls = 0;
    const { user, calls } = await renderProfile({
      'GET /api/calendar/feed': () => Response.json({ url: `${FEED_URL}?n=${++urls}` }),
      'DELETE /api/calendar/feed': () => new Response(null, { status: 204 }),
    });
    const feed = section('Calendar feed');
    await user.click(within(feed).getByRole('button', { name: 'Show my feed link' }));

    await user.click(await within(feed).findByRole('button', { name: 'Turn off feed' }));

    expect(await within(feed).findByRole('status')).toHaveTextContent('The calendar feed is off: its link no longer works.');
    expect(within(feed).queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls('DELETE /api/calendar/feed')).toHaveLength(1);
    const show = within(feed).getByRole('button', { name: 'Show my feed link' });
    expect(show).toHaveFocus();
    await act(() => user.click(show));
    expect(await within(feed).findByRole('textbox', { name: 'Private feed link' })).toHaveValue(`${FEED_URL}?n=2`);
  });

  it('reports a failure to reach the feed', async () => {
    const { user } = await renderProfile({ 'GET /api/calendar/feed': () => Response.json({ error: 'Boom', code: 'INTERNAL' }, { status: 500 }) });
    const feed = section('Calendar feed');

    await user.click(within(feed).getByRole('button', { name: 'Show my feed link' }));

    expect(await within(feed).findByRole('alert')).toHaveTextContent('Boom');
  });
});
