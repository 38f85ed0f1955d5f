import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_SENT_MESSAGE } from '@kindred/core/contact';
import { stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

const SUPPORT = { supportEmail: 'help@kindred.example' };
const field = (name: string) => screen.getByRole('textbox', { name });

describe('/contact', () => {
  it('answers common questions about accounts, the trial, privacy and AI, and links the full Help Center', async () => {
    const { user } = renderApp('/contact');

    await user.click(await screen.findByRole('button', { name: /What happens when my free trial ends\?/ }));

    expect(screen.getByText(/Afterwards nothing is deleted/)).toBeVisible();
    for (const topic of [/verification e-mail/, /forgot my password/, /Who can see my kindreds/, /Where does the AI process/]) {
      expect(screen.getByRole('button', { name: topic })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'More answers in the full Help Center' })).toHaveAttribute('href', '/contact.html');
  });

  it('sends a message to support and confirms it, keeping the name and e-mail', async () => {
    const calls = stubApi({ 'POST /api/contact': () => Response.json({ message: 'Accepted' }, { status: 202 }) }, SUPPORT);
    const { user } = renderApp('/contact');

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Maya');
    await user.type(field('Email'), 'maya@example.com');
    await user.type(field('Message'), '  How do I export my memories?  ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(CONTACT_SENT_MESSAGE)).toBeInTheDocument();
    expect(calls('POST /api/contact')[0]?.body).toEqual({ name: 'Maya', email: 'maya@example.com', message: 'How do I export my memories?' });
    expect(field('Message')).toHaveValue('');
    expect(field('Name')).toHaveValue('Maya');
  });

  it('starts with the signed-in e-mail', async () => {
    signInAs();
    stubApi({}, SUPPORT);
    renderApp('/contact');

    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('maya@example.com');
  });

  it('names every missing field and focuses the first', async () => {
    const calls = stubApi({}, SUPPORT);
    const { user } = renderApp('/contact');

    await user.click(await screen.findByRole('button', { name: 'Send message' }));

    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(field('Message')).toHaveAccessibleDescription('Message is required');
    expect(field('Name')).toHaveFocus();
    expect(calls('POST /api/contact')).toHaveLength(0);
  });

  it('shows a 400’s field details under their fields and focuses the first, with no form-wide alert', async () => {
    stubApi(
      {
        'POST /api/contact': () =>
          Response.json(
            {
              error: 'Message must be no more than 5000 characters long',
              code: 'VALIDATION_FAILED',
              details: { message: ['Message must be no more than 5000 characters long'], name: ['Name is required'] },
            },
            { status: 400 },
          ),
      },
      SUPPORT,
    );
    const { user } = renderApp('/contact');

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Maya');
    await user.type(field('Email'), 'maya@example.com');
    await user.type(field('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(field('Message')).toHaveAccessibleDescription('Message must be no more than 5000 characters long'));
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Email')).not.toHaveAccessibleDescription();
    expect(field('Name')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when rate limited, says how many seconds to wait and keeps the message', async () => {
    stubApi(
      {
        'POST /api/contact': () =>
          Response.json({ error: 'Too many requests.', code: 'RATE_LIMITED' }, { status: 429, headers: { 'Retry-After': '42' } }),
      },
      SUPPORT,
    );
    const { user } = renderApp('/contact');

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Maya');
    await user.type(field('Email'), 'maya@example.com');
    await user.type(field('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 42 seconds.');
    expect(field('Message')).toHaveValue('Hello');
  });

  it('has no form when the server has no support address to send to', async () => {
    stubApi({}, { supportEmail: null });
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Help center' });

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
  });
});
