import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@kindred/core/user';
import { deferred, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';
import { kindredAnswer, makePlan } from '../../features/ai/ai-test-kit';

const EXPIRED_FREE: Partial<User> = { subscriptionPlan: 'KINDRED_FREE', trialExpired: true, daysRemainingInTrial: 0 };
// The server's "no plan yet": 204 with no body.
const noPlanYet = () => new Response(null, { status: 204 });

function renderPlan(handlers: Parameters<typeof stubApi>[0], path = '/kindred/7/coaching-plan', user: Partial<User> = {}) {
  const account = signInAs(user);
  const calls = stubApi({ 'GET /api/users/me': () => Response.json(account), 'GET /api/kindreds/7': () => kindredAnswer('Ava Chen'), ...handlers });
  return { ...renderApp(path), calls };
}

describe('/kindred/:kindredId/coaching-plan', () => {
  it('offers to generate a plan when there is none, then shows it: focus areas, four weeks, topics and occasions', async () => {
    const written = deferred<Response>();
    const { user, calls } = renderPlan({ 'GET /api/kindreds/7/coaching-plan': noPlanYet, 'POST /api/kindreds/7/coaching-plan': () => written.promise });

    expect(await screen.findByRole('heading', { level: 1, name: 'Coaching plan' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No coaching plan yet' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to Ava Chen' })).toHaveAttribute('href', '/kindred/7');

    await user.click(screen.getByRole('button', { name: 'Generate coaching plan' }));
    expect(screen.getByRole('status')).toHaveTextContent('Writing your coaching plan... This can take a little while.');
    written.resolve(Response.json(makePlan(), { status: 201 }));

    const focus = await screen.findByRole('region', { name: 'Focus areas' });
    expect(within(focus).getByRole('heading', { name: 'Shared adventures' })).toBeInTheDocument();
    const weeks = screen.getByRole('region', { name: 'Week by week' });
    expect(within(weeks).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Week 1: Theme 1',
      'Week 2: Theme 2',
      'Week 3: Theme 3',
      'Week 4: Theme 4',
    ]);
    expect(within(weeks).getByText('Action 3b')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Conversation topics' })).getByText('The Lisbon move')).toBeInTheDocument();
    const occasions = screen.getByRole('region', { name: 'Upcoming occasions' });
    expect(within(occasions).getByRole('listitem')).toHaveTextContent("March 14, 2026 · Ava's birthdayBook the ceramics studio for an afternoon.");
    expect(screen.getByText(/Written by Kindred's built-in assistant/)).toHaveTextContent("Generated 2 hours ago · Written by Kindred's built-in assistant");
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(calls('POST /api/kindreds/7/coaching-plan')).toHaveLength(1);
  });

  it('shows the saved plan and replaces it with a regenerated one', async () => {
    const regenerated = makePlan({
      engine: 'llm',
      plan: { ...makePlan().plan, focusAreas: [{ title: 'Listening more', description: 'Ask, then wait.' }], upcomingOccasions: [] },
    });
    const { user } = renderPlan({
      'GET /api/kindreds/7/coaching-plan': () => Response.json(makePlan()),
      'POST /api/kindreds/7/coaching-plan': () => Response.json(regenerated, { status: 201 }),
    });
    expect(await screen.findByRole('heading', { name: 'Shared adventures' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));

    expect(await screen.findByRole('heading', { name: 'Listening more' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shared adventures' })).not.toBeInTheDocument();
    expect(screen.getByText(/Written by the AI model/)).toBeInTheDocument();
    expect(screen.getByText('No occasions coming up.')).toBeInTheDocument();
  });

  it('says why a generation failed and keeps the button', async () => {
    const { user } = renderPlan({
      'GET /api/kindreds/7/coaching-plan': noPlanYet,
      'POST /api/kindreds/7/coaching-plan': () => Response.json({ error: 'The AI model did not answer', code: 'AI_UNAVAILABLE' }, { status: 502 }),
    });

    await user.click(await screen.findByRole('button', { name: 'Generate coaching plan' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The AI model did not answer');
    expect(screen.getByRole('button', { name: 'Generate coaching plan' })).toBeEnabled();
  });

  it('raises the upgrade prompt over the trial-expired full screen when generating finds the trial over', async () => {
    let isExpired = false;
    const account = signInAs();
    stubApi({
      'GET /api/users/me': () => Response.json(isExpired ? { ...account, ...EXPIRED_FREE } : account),
      'GET /api/kindreds/7/coaching-plan': noPlanYet,
      'POST /api/kindreds/7/coaching-plan': () => {
        isExpired = true;
        return Response.json({ error: 'Your free trial has ended.', code: 'TRIAL_EXPIRED', trialExpired: true }, { status: 402 });
      },
    });
    const { user } = renderApp('/kindred/7/coaching-plan');

    await user.click(await screen.findByRole('button', { name: 'Generate coaching plan' }));

    expect(await screen.findByRole('dialog', { name: 'Free Trial Expired' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Free Trial Has Expired', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate coaching plan', hidden: true })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('redirectAfterUpgrade')).toBe('/kindred/7/coaching-plan');
  });

  it('is not loaded at all after the trial has expired', async () => {
    const { calls } = renderPlan({}, '/kindred/7/coaching-plan', EXPIRED_FREE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Free Trial Has Expired' })).toBeInTheDocument();
    expect(calls('GET /api/kindreds/7/coaching-plan')).toHaveLength(0);
  });

  it('offers a retry when the plan fails to load', async () => {
    let reads = 0;
    const { user } = renderPlan({
      'GET /api/kindreds/7/coaching-plan': () => (++reads === 1 ? Response.json({ error: 'Down', code: 'INTERNAL' }, { status: 500 }) : Response.json(makePlan())),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the coaching plan.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Shared adventures' })).toBeInTheDocument();
  });

  it('answers "Page not found" for an address that holds no id', async () => {
    renderPlan({}, '/kindred/abc/coaching-plan');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
