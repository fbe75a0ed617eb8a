import { BROWSE_ENDPOINTS, CHANNEL_ENDPOINTS, type ExportFile, LISTENING_ENDPOINTS, MY_CHANNELS_ENDPOINTS, YOUR_DATA_ENDPOINTS } from '@earshot/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type Transport } from './client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function recording(token: string | null = 'token-123') {
  const transport = vi.fn<Transport>(async () => json({ status: 'ok' }));
  const api = createApiClient(transport, () => token);
  const sent = () => {
    const [path, init] = transport.mock.calls[0] ?? [];
    return { path, init };
  };
  return { api, sent };
}

describe('api client', () => {
  it('posts the body form-encoded, with the CSRF token from the cookie', async () => {
    const { api, sent } = recording();
    await expect(api.call(LISTENING_ENDPOINTS.played, { body: { t: 'abc', c: 'def', ms: 1500 } })).resolves.toEqual({ status: 'ok' });
    const { path, init } = sent();
    expect(path).toBe('/c/m/json/played/');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('t=abc&c=def&ms=1500');
    expect(init?.keepalive).toBeUndefined();
    expect(init?.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      'x-csrftoken': 'token-123',
    });
  });

  it('posts a JSON body as JSON (an uploaded file), with the CSRF token', async () => {
    const { api, sent } = recording();
    const file = { format: 'earshot-export', version: 1, ratings: [] } as unknown as ExportFile;
    await api.call(YOUR_DATA_ENDPOINTS.importData, { body: file });
    const { path, init } = sent();
    expect(path).toBe('/listener/my-data/import/');
    expect(JSON.parse(String(init?.body))).toEqual(file);
    expect(init?.headers).toEqual({ accept: 'application/json', 'content-type': 'application/json', 'x-csrftoken': 'token-123' });
  });

  it('leaves fields the body does not set out of the form, and keeps the request alive when asked', async () => {
    const { api, sent } = recording();
    await api.call(LISTENING_ENDPOINTS.rate, { body: { t: 'abc', v: 5, c: undefined } }, { keepalive: true });
    expect(sent().init?.body).toBe('t=abc&v=5');
    expect(sent().init?.keepalive).toBe(true);
  });

  it('fills the path parameters, each encoded as one segment, and sends a GET without token or body', async () => {
    const { api, sent } = recording();
    await api.call(CHANNEL_ENDPOINTS.page, { params: { id: 'a b/c?' } });
    const { path, init } = sent();
    expect(path).toBe('/c/m/json/page/channel/a%20b%2Fc%3F/');
    expect(init).toEqual({ method: 'GET', headers: { accept: 'application/json' } });
  });

  it('appends the query, leaving out what is undefined', async () => {
    const { api, sent } = recording();
    await api.call(BROWSE_ENDPOINTS.surprise, { query: { param: 'jazz & blues', not: undefined } });
    expect(sent().path).toBe('/c/m/json/genre/?param=jazz+%26+blues');
    const second = recording();
    await second.api.call(BROWSE_ENDPOINTS.surprise, { query: { param: 'jazz', not: '42' } });
    expect(second.sent().path).toBe('/c/m/json/genre/?param=jazz&not=42');
  });

  it('adds no query string when the query is empty', async () => {
    const { api, sent } = recording();
    await api.call(LISTENING_ENDPOINTS.playlist, { params: { channelId: '12' }, query: {} });
    expect(sent().path).toBe('/c/m/json/playlist/12/');
  });

  it('sends a DELETE with the CSRF token and no body', async () => {
    const { api, sent } = recording();
    await expect(api.call(MY_CHANNELS_ENDPOINTS.removeHistoryEntry, { params: { id: 'abc' } })).resolves.toEqual({ status: 'ok' });
    const { path, init } = sent();
    expect(path).toBe('/c/m/json/channel/abc/');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ accept: 'application/json', 'x-csrftoken': 'token-123' });
  });

  it('sends a write without the header when there is no CSRF cookie', async () => {
    const { api, sent } = recording(null);
    await api.call(MY_CHANNELS_ENDPOINTS.addFavorite, { body: { c: 'abc' } });
    expect(sent().init?.headers).not.toHaveProperty('x-csrftoken');
  });

  it('turns an error answer into an ApiError carrying the server message', async () => {
    const api = createApiClient(async () => json({ error: 'not_found', message: 'Channel not found.' }, 404), () => null);
    const failure = await api.call(LISTENING_ENDPOINTS.playlist, { params: { channelId: '1' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, id: 'not_found', message: 'Channel not found.' });
  });

  it('reports an unreachable server as a network error', async () => {
    const api = createApiClient(async () => Promise.reject(new TypeError('fetch failed')), () => null);
    await expect(api.call(BROWSE_ENDPOINTS.genres)).rejects.toMatchObject({ status: 0, id: 'network_error' });
  });
});
