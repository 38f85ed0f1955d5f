import type { Kindred } from '@kindred/core/kindred';
import type { KeyDate } from '@kindred/core/key-date';
import type { CreateMemoryResponse, Memory } from '@kindred/core/memory';
import type { TestApp } from './build-test-app';
import { createUser, signIn, type UserOverrides } from './factories';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in user and a way to call the API as them. */
export async function asUser(t: TestApp, overrides: UserOverrides = {}) {
  const user = await createUser(t, overrides);
  const { headers } = await signIn(t, user);
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const expectOk = async <T>(method: Method, url: string, payload?: unknown): Promise<T> => {
    const response = await call(method, url, payload);
    if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as T;
  };
  return {
    user,
    headers,
    call,
    addKindred: (name = 'Sarah', relationship = 'Friend') => expectOk<Kindred>('POST', '/api/kindreds', { name, relationship }),
    addMemory: (kindredId: number, rawText: string, query = '') =>
      expectOk<CreateMemoryResponse>('POST', `/api/kindreds/${kindredId}/memories${query}`, { rawText }),
    addKeyDate: (kindredId: number, values: { date: string; eventTitle?: string; annual?: boolean; memoryId?: number }) =>
      expectOk<KeyDate>('POST', '/api/key-dates', { eventTitle: 'Something', annual: false, ...values, kindredId }),
    getMemory: (id: number) => expectOk<Memory>('GET', `/api/memories/${id}`),
  };
}

export type ApiUser = Awaited<ReturnType<typeof asUser>>;

/** Polls until `check` passes or the time is up: for work the job queue does in the background. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
