import { type ApiErrorBody, CSRF_HEADER, MESSAGES, UI_TEXT } from '@earshot/contract';

/** Sends one request; the browser uses fetch, server rendering uses the in-process API. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

export type FormFields = Record<string, string | number>;

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  postForm<T>(path: string, fields: FormFields, options?: { keepalive?: boolean }): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

/** A failed call, carrying the server's stable error id and its user-facing message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  if (typeof body?.message === 'string') {
    const id = typeof body.error === 'string' ? body.error : `http_${response.status}`;
    return new ApiError(response.status, id, body.message);
  }
  return new ApiError(response.status, `http_${response.status}`, response.statusText || MESSAGES.serverError);
}

async function send<T>(transport: Transport, path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await transport(path, init);
  } catch {
    throw new ApiError(0, 'network_error', UI_TEXT.networkError);
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

export function createApiClient(transport: Transport, readCsrfToken: () => string | null): ApiClient {
  /** Writes echo the CSRF cookie in a header. */
  const write = <T>(path: string, init: RequestInit & { headers: Record<string, string> }) => {
    const token = readCsrfToken();
    if (token) init.headers[CSRF_HEADER] = token;
    return send<T>(transport, path, init);
  };
  return {
    get: (path) => send(transport, path, { method: 'GET', headers: { accept: 'application/json' } }),
    postForm: (path, fields, options) => {
      const headers = { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' };
      const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
      return write(path, { method: 'POST', headers, body, keepalive: options?.keepalive });
    },
    delete: (path) => write(path, { method: 'DELETE', headers: { accept: 'application/json' } }),
  };
}

/** Same-origin fetch with the visitor's cookies. */
export const browserTransport: Transport = (path, init) => fetch(path, { ...init, credentials: 'same-origin' });
