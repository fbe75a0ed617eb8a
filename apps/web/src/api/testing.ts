import { endpointUrl } from '@earshot/contract';
import type { ApiClient, CallOptions } from './client';

/** Test support: a fake server, answering requests by the URL (and form fields) the client would send. */
export interface FakeServer {
  get(path: string): Promise<unknown>;
  postForm(path: string, fields: Record<string, unknown>, options?: CallOptions): Promise<unknown>;
  delete(path: string): Promise<unknown>;
}

const never = () => new Promise<never>(() => {});

/**
 * An ApiClient whose calls reach `server` at the address the real client builds (endpointUrl), so
 * tests name the URLs of the spec; what `server` leaves out never answers. The client's own encoding
 * of a request is tested in client.test.ts.
 */
export function fakeApi(server: Partial<FakeServer> = {}): ApiClient {
  const { get = never, postForm = never, delete: remove = never } = server;
  return {
    call: ((endpoint, ...[input, options]) => {
      const path = endpointUrl(endpoint, input);
      if (endpoint.method === 'GET') return get(path);
      if (endpoint.method === 'DELETE') return remove(path);
      const fields = (input?.body ?? {}) as Record<string, unknown>;
      return options ? postForm(path, fields, options) : postForm(path, fields);
    }) as ApiClient['call'],
  };
}
