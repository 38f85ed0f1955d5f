import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AiStatus } from '@kindred/core/ai';
import { deferred, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { signInAs } from '../../testing/session';

const BUILTIN: AiStatus = { engine: 'builtin', provider: 'builtin', model: null };
const OPENAI: AiStatus = { engine: 'llm', provider: 'openai', model: 'gpt-4o-mini' };

function renderTestPage(handlers: Parameters<typeof stubApi>[0], { signedIn = true } = {}) {
  const account = signedIn ? signInAs() : null;
  const calls = stubApi({ 'GET /api/users/me': () => Response.json(account), ...handlers });
  return { ...renderApp('/gemini-test'), calls };
}
const facts = () => screen.getAllByRole('definition').map((definition) => `${definition.previousSibling?.textContent}: ${definition.textContent}`);

describe('/gemini-test', () => {
  it('shows the configured provider and model to anyone, without a token, and asks a signed-out visitor to sign in', async () => {
    const { calls } = renderTestPage({ 'GET /api/gemini': () => Response.json(OPENAI) }, { signedIn: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'AI assistant test' })).toBeInTheDocument();
    expect(await screen.findByText('Language model')).toBeInTheDocument();
    expect(facts()).toEqual(['Engine: Language model', 'Provider: OpenAI', 'Model: gpt-4o-mini']);
    expect(screen.getByRole('link', { name: 'Sign in to send a test prompt' })).toHaveAttribute('href', '/login?redirect=/gemini-test');
    expect(screen.queryByRole('textbox', { name: 'Prompt' })).not.toBeInTheDocument();
    expect(calls('GET /api/gemini')[0]?.headers.get('Authorization')).toBeNull();
  });

  it('names the built-in offline assistant', async () => {
    renderTestPage({ 'GET /api/gemini': () => Response.json(BUILTIN) });

    expect(await screen.findByText('Built-in offline assistant')).toBeInTheDocument();
    expect(facts()).toEqual(['Engine: Built-in offline assistant']);
  });

  it('sends a signed-in user’s prompt, trimmed, and shows the answer with the time it took', async () => {
    const answer = deferred<Response>();
    const { user, calls } = renderTestPage({ 'GET /api/gemini': () => Response.json(BUILTIN), 'POST /api/gemini': () => answer.promise });
    const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(prompt, '  Say hello  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Waiting for the answer...')).toBeInTheDocument();
    answer.resolve(Response.json({ ...BUILTIN, text: 'Hello there!', elapsedMs: 12 }));

    const result = await screen.findByRole('region', { name: 'Answer' });
    expect(within(result).getByText('Hello there!')).toBeInTheDocument();
    expect(within(result).getByText('Answered in 12 ms')).toBeInTheDocument();
    expect(calls('POST /api/gemini')[0]?.body).toEqual({ prompt: 'Say hello' });
    expect(calls('POST /api/gemini')[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it.each([
    ['a rate limit clearly', () => Response.json({ error: 'Too many requests', code: 'RATE_LIMITED' }, { status: 429, headers: { 'Retry-After': '60' } }), 'Too many test prompts; try again in a minute.'],
    ['a model failure with the server’s sentence', () => Response.json({ error: 'The AI model did not answer in time' }, { status: 502 }), 'The AI model did not answer in time'],
  ])('reports %s', async (_case, reply, message) => {
    const { user } = renderTestPage({ 'GET /api/gemini': () => Response.json(OPENAI), 'POST /api/gemini': reply });

    await user.type(await screen.findByRole('textbox', { name: 'Prompt' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('offers a retry when the server cannot be reached', async () => {
    let reads = 0;
    const { user } = renderTestPage(
      { 'GET /api/gemini': () => (++reads === 1 ? Response.json({ error: 'Down' }, { status: 503 }) : Response.json(BUILTIN)) },
      { signedIn: false },
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't reach the server.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Built-in offline assistant')).toBeInTheDocument();
  });
});
