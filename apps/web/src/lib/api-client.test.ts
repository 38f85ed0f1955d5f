import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';

const respond = (response: Response) => vi.mocked(fetch).mockResolvedValueOnce(response);

describe('apiFetch', () => {
  it('calls /api with JSON and no-cache headers and returns the body', async () => {
    respond(Response.json({ ok: true }));

    await expect(apiFetch('/config')).resolves.toEqual({ ok: true });

    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/config');
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Cache-Control')).toBe('no-cache');
  });

  it('marks a JSON body as such', async () => {
    respond(Response.json({ id: 1 }, { status: 201 }));

    await apiFetch('/kindreds', { method: 'POST', body: JSON.stringify({ name: 'Maya' }) });

    expect(new Headers(vi.mocked(fetch).mock.calls[0]![1]?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns an error body into an ApiError with the server sentence and code', async () => {
    respond(Response.json({ error: 'Kindred not found.', code: 'NOT_FOUND' }, { status: 404 }));

    const error = await apiFetch('/kindreds/9').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Kindred not found.', code: 'NOT_FOUND', status: 404 });
  });

  it('falls back to the default sentence for the status when the body is not ours', async () => {
    respond(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(apiFetch('/config')).rejects.toMatchObject({
      message: 'Server error. Please try again later.',
      code: 'INTERNAL',
      status: 502,
    });
  });

  it('resolves with nothing for 204 No Content', async () => {
    respond(new Response(null, { status: 204 }));

    await expect(apiFetch('/memories/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
