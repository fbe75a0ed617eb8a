import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type Transport } from './client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('posts form-encoded fields with the CSRF token from the cookie', async () => {
    const transport = vi.fn<Transport>(async () => json({ status: 'ok' }));
    const api = createApiClient(transport, () => 'token-123');
    await expect(api.postForm('/c/m/json/played/', { t: 'abc', c: 'def', ms: 1500 })).resolves.toEqual({ status: 'ok' });
    const [path, init] = transport.mock.calls[0] ?? [];
    expect(path).toBe('/c/m/json/played/');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('t=abc&c=def&ms=1500');
    expect(init?.headers).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded',
      'x-csrftoken': 'token-123',
    });
  });

  it('sends a DELETE with the CSRF token and no body', async () => {
    const transport = vi.fn<Transport>(async () => json({ status: 'ok' }));
    const api = createApiClient(transport, () => 'token-123');
    await expect(api.delete('/c/m/json/channel/abc/')).resolves.toEqual({ status: 'ok' });
    const [path, init] = transport.mock.calls[0] ?? [];
    expect(path).toBe('/c/m/json/channel/abc/');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ accept: 'application/json', 'x-csrftoken': 'token-123' });
  });

  it('turns an error answer into an ApiError carrying the server message', async () => {
    const api = createApiClient(async () => json({ error: 'not_found', message: 'Channel not found.' }, 404), () => null);
    const failure = await api.get('/c/m/json/playlist/1/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, id: 'not_found', message: 'Channel not found.' });
  });

  it('reports an unreachable server as a network error', async () => {
    const api = createApiClient(async () => Promise.reject(new TypeError('fetch failed')), () => null);
    await expect(api.get('/c/m/json/genres/')).rejects.toMatchObject({ status: 0, id: 'network_error' });
  });
});
