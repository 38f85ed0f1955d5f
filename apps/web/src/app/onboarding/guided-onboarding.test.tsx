import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Kindred } from '@kindred/core/kindred';
import { makeMemory } from '../../features/memories/memory-test-kit';
import { session } from '../../lib/auth/session';
import { stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

const STAMP = '2026-01-05T10:00:00.000Z';
const sam: Kindred = { id: 5, name: 'Sam', relationship: 'Friend', photoUrl: null, privateFromAi: false, keepInTouch: 'none', createdAt: STAMP, updatedAt: STAMP };
const written = makeMemory({ id: 9, kindredId: 5, title: 'Marathon plans', fullSummary: 'Sam trains for Berlin.', processingStatus: 'completed' });

function renderFirstVisit() {
  const account = signInAs({ isFirstTimeLogin: true });
  const calls = stubApi({
    'GET /api/users/me': () => Response.json(account),
    'GET /api/kindreds/summary': () => Response.json([]),
    'GET /api/calendar/entries': () => Response.json([]),
    'GET /api/reminders/today': () => Response.json([]),
    'GET /api/suggestions': () => Response.json([]),
    'GET /api/memories/activity': () => Response.json([]),
    'POST /api/kindreds/onboarding': () => Response.json({ kindred: sam, birthday: null, memory: { ...written, processingStatus: 'processing' } }, { status: 201 }),
    'GET /api/memories/9': () => Response.json(written),
    'POST /api/memories/9/detect-dates': () => Response.json([{ date: '2026-09-21', eventDescription: 'Berlin marathon', confidenceScore: 0.9, dateType: 'ABSOLUTE', annual: false }]),
    'GET /api/kindreds/5/ice-breaker': () => Response.json({ iceBreaker: 'How is the training going?', kindredId: 5, kindredName: 'Sam' }),
  });
  return { ...renderApp('/dashboard'), calls };
}

describe('the guided first steps', () => {
  it('takes a person and a first memory to the onboarding call, then shows what the AI found and links to the person', async () => {
    const { user, calls } = renderFirstVisit();
    const welcome = await screen.findByRole('region', { name: 'Welcome to Kindred!' });

    await user.click(within(welcome).getByRole('button', { name: 'Get started' }));
    expect(within(welcome).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.type(within(welcome).getByRole('textbox', { name: /^Name/ }), ' Sam ');
    await user.type(within(welcome).getByRole('textbox', { name: /^Relationship/ }), 'Friend');
    await user.click(within(welcome).getByRole('button', { name: 'Next' }));
    const memory = within(welcome).getByRole('textbox', { name: /^First memory/ });
    expect(memory).toHaveAttribute('placeholder', expect.stringMatching(/^e\.g\., /));
    await user.type(memory, 'Sam is training for the Berlin marathon on September 21.');
    await user.click(within(welcome).getByRole('button', { name: 'Save memory' }));

    // Looked up again: the card re-renders once the session marks the person onboarded.
    const reveal = await screen.findByRole('region', { name: 'Welcome to Kindred!' });
    expect(await within(reveal).findByText('Marathon plans')).toBeInTheDocument();
    expect(calls('POST /api/kindreds/onboarding')[0]!.body).toEqual({ name: 'Sam', relationship: 'Friend', firstMemory: 'Sam is training for the Berlin marathon on September 21.' });
    expect(await within(reveal).findByText('Berlin marathon: September 21, 2026')).toBeInTheDocument();
    expect(await within(reveal).findByText('How is the training going?')).toBeInTheDocument();
    expect(within(reveal).getByRole('link', { name: "Go to Sam's page" })).toHaveAttribute('href', '/kindred/5');
    expect(session.getSnapshot().user?.isFirstTimeLogin).toBe(false);
  });

  it('resumes at the memory step with what was typed', async () => {
    localStorage.setItem('onboarding_draft', JSON.stringify({ step: 'memory', name: 'Sam', relationship: 'Friend', memory: 'Half a thought' }));
    renderFirstVisit();

    const welcome = await screen.findByRole('region', { name: 'Welcome to Kindred!' });
    expect(within(welcome).getByRole('heading', { name: 'Write a first memory of Sam' })).toBeInTheDocument();
    expect(within(welcome).getByRole('textbox', { name: /^First memory/ })).toHaveValue('Half a thought');
  });
});
