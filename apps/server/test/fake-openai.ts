import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CoachingPlanContent, GiftIdeasAnswer, MemoryDescription, SummaryAttributes } from '@kindred/core/ai';
import { SYSTEM_PROMPTS, type AiTask } from '../src/ai/prompts';

/** The model name the fake reports; any name is accepted. */
export const FAKE_MODEL = 'fake-model';

interface ChatMessage {
  role: string;
  content: string | { type: string; text?: string }[] | null;
}

/** One request the fake received, kept in arrival order. */
export interface FakeRequest {
  method: string;
  path: string;
  /** The body exactly as it arrived: what left the server under test. */
  rawBody: string;
  /** The chat-completion body, when it was one. */
  body: { model?: string; messages?: ChatMessage[]; response_format?: unknown; [key: string]: unknown } | null;
  /** The task whose system prompt the request carries (see SYSTEM_PROMPTS), or null. */
  task: AiTask | null;
  /** The system message, '' when there is none. */
  system: string;
  /** The user messages, joined. */
  user: string;
}

export type FakeReply =
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number; body: unknown }
  /** Never answers: the client's timeout has to end the call. */
  | { kind: 'hang' };

export type FakeResponder = (request: FakeRequest) => FakeReply;

/** Replies a test can script. */
export const fakeReply = {
  content: (content: string): FakeReply => ({ kind: 'content', content }),
  json: (value: unknown): FakeReply => ({ kind: 'content', content: JSON.stringify(value) }),
  malformed: (): FakeReply => ({ kind: 'content', content: '{"title": "Half an answer", "fullSummary": "cut off' }),
  status: (status: number, message = 'The fake model failed on purpose'): FakeReply => ({
    kind: 'status',
    status,
    body: { error: { message, type: 'server_error', code: null } },
  }),
  hang: (): FakeReply => ({ kind: 'hang' }),
};

/** What the fake answers for each structured task, so tests can recognise the model's work. */
export const FAKE_ANSWERS = {
  describeMemory: { title: 'Model title for the memory', fullSummary: 'The model summarised this memory.', category: 'Travel' } satisfies MemoryDescription,
  detectDates: { suggestions: [{ date: '2027-02-14', eventDescription: 'Dinner the model found', annual: false }] },
  summarisePerson: {
    personal_attributes: ['Model attribute'],
    relationship_insights: ['Model insight'],
    interests: ['Model interest'],
    important_dates: ['14 February: model date'],
    preferences: ['Model preference'],
    goals: ['Model goal'],
    challenges: ['Model challenge'],
    key_memories: ['Model key memory'],
  } satisfies SummaryAttributes,
  iceBreaker: 'How did the model trip go?',
  giftIdeas: 'A few ideas from the model:\n\n1. **Model gift**: because the memories say so.\n2. **Second model gift**: another good fit.',
  coachingPlan: {
    focusAreas: [{ title: 'Model focus', description: 'Why the model chose it.' }],
    weeklyPlan: [1, 2, 3, 4].map((week) => ({ week, theme: `Model week ${week}`, actions: [`Model action for week ${week}`] })),
    conversationTopics: ['Model topic'],
    upcomingOccasions: [{ date: '2027-02-14', title: 'Model occasion', gesture: 'A model gesture' }],
  } satisfies CoachingPlanContent,
} as const;

/** The structured gift ideas the fake answers; the engine writes them as FAKE_ANSWERS.giftIdeas. */
export const FAKE_GIFT_IDEAS = {
  intro: 'A few ideas from the model:',
  ideas: [
    { name: 'Model gift', why: 'because the memories say so.' },
    { name: 'Second model gift', why: 'another good fit.' },
  ],
  note: '',
} satisfies GiftIdeasAnswer;

/** The test prompt of /gemini-test is echoed back: "Model answer to: {prompt}". */
export const completeAnswer = (prompt: string) => `Model answer to: ${prompt}`;

/** The default responder: a valid answer for whichever task the request is, 400 for anything else. */
export function goodAnswer(request: FakeRequest): FakeReply {
  switch (request.task) {
    case 'iceBreaker':
      return fakeReply.json({ iceBreaker: FAKE_ANSWERS.iceBreaker, topic: 'the trip' });
    case 'giftIdeas':
      return fakeReply.json(FAKE_GIFT_IDEAS);
    case 'complete':
      return fakeReply.content(completeAnswer(request.user));
    case null:
      return { kind: 'status', status: 400, body: { error: { message: 'The fake model knows no such task', type: 'invalid_request_error' } } };
    default:
      return fakeReply.json(FAKE_ANSWERS[request.task]);
  }
}

function textOf(message: ChatMessage): string {
  if (typeof message.content === 'string') return message.content;
  return (message.content ?? []).map((part) => part.text ?? '').join('');
}

function taskOf(system: string): AiTask | null {
  const match = Object.entries(SYSTEM_PROMPTS).find(([, prompt]) => prompt === system);
  return match ? (match[0] as AiTask) : null;
}

function parseBody(rawBody: string): FakeRequest['body'] {
  try {
    return JSON.parse(rawBody) as FakeRequest['body'];
  } catch {
    // Not JSON (or empty): the request is still recorded, as it came.
    return null;
  }
}

async function readRequest(request: IncomingMessage): Promise<FakeRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const rawBody = Buffer.concat(chunks).toString('utf8');
  const body = parseBody(rawBody);
  const messages = body?.messages ?? [];
  const system = messages.filter((message) => message.role === 'system').map(textOf).join('\n');
  const user = messages.filter((message) => message.role === 'user').map(textOf).join('\n');
  return { method: request.method ?? 'GET', path: (request.url ?? '/').split('?')[0]!, rawBody, body, task: taskOf(system), system, user };
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

function sendCompletion(response: ServerResponse, request: FakeRequest, content: string): void {
  sendJson(response, 200, {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.body?.model ?? FAKE_MODEL,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: Math.ceil(request.rawBody.length / 4), completion_tokens: Math.ceil(content.length / 4), total_tokens: 0 },
  });
}

export interface FakeOpenAi {
  /** The base URL, ending in /v1: AI_BASE_URL for AI_PROVIDER=openai-compatible. */
  url: string;
  /** Every request received, in order. */
  requests: FakeRequest[];
  /** The chat-completion requests only. */
  chatRequests(): FakeRequest[];
  /** Whether any request carried the text (compare plain words: the prompt escapes <, >, & and "). */
  received(text: string): boolean;
  setResponder(respond: FakeResponder): void;
  close(): Promise<void>;
}

/**
 * A fake OpenAI-compatible server on 127.0.0.1 at a free port: POST /v1/chat/completions (not
 * streamed) answers with the responder's reply, GET /v1/models lists FAKE_MODEL.
 */
export async function startFakeOpenAi(options: { respond?: FakeResponder } = {}): Promise<FakeOpenAi> {
  let respond = options.respond ?? goodAnswer;
  const requests: FakeRequest[] = [];
  const server = createServer((incoming, response) => {
    void readRequest(incoming).then((request) => {
      requests.push(request);
      if (request.method === 'GET' && request.path === '/v1/models') {
        sendJson(response, 200, { object: 'list', data: [{ id: FAKE_MODEL, object: 'model', owned_by: 'kindred-tests' }] });
        return;
      }
      if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
        sendJson(response, 404, { error: { message: `No route ${request.method} ${request.path}`, type: 'invalid_request_error' } });
        return;
      }
      const reply = respond(request);
      if (reply.kind === 'content') sendCompletion(response, request, reply.content);
      else if (reply.kind === 'status') sendJson(response, reply.status, reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    chatRequests: () => requests.filter((request) => request.path === '/v1/chat/completions'),
    received: (text) => requests.some((request) => request.rawBody.includes(text) || request.user.includes(text) || request.system.includes(text)),
    setResponder: (next) => {
      respond = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hanging replies keep their sockets open; end them so close() returns.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
