import {
  type ApiErrorBody, CSRF_HEADER, type Endpoint, type EndpointInput, type EndpointResponse, type JsonEndpoint, MESSAGES, UI_TEXT, endpointUrl,
} from '@earshot/contract';

/** Sends one request; the browser uses fetch, server rendering uses the in-process API. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

export interface CallOptions {
  /** Lets the request outlive the page (a report sent as the listener leaves). */
  keepalive?: boolean;
}

/** The input may be left out when nothing in it is required. */
export type CallArgs<E extends Endpoint> = object extends EndpointInput<E>
  ? [input?: EndpointInput<E>, options?: CallOptions]
  : [input: EndpointInput<E>, options?: CallOptions];

export interface ApiClient {
  /** Calls a contract endpoint: the input is checked against its schemas' types, the answer typed by its response schema. */
  call<E extends JsonEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
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
    call: (endpoint, ...[input, options]) => {
      const path = endpointUrl(endpoint, input);
      const accept = { accept: 'application/json' };
      if (endpoint.method === 'GET') return send(transport, path, { method: 'GET', headers: accept });
      if (endpoint.method === 'DELETE') return write(path, { method: 'DELETE', headers: accept });
      if (endpoint.bodyFormat === 'json') return write(path, { method: 'POST', headers: { ...accept, 'content-type': 'application/json' }, body: JSON.stringify(input?.body) });
      const headers = { ...accept, 'content-type': 'application/x-www-form-urlencoded' };
      return write(path, { method: 'POST', headers, body: formBody(input?.body), keepalive: options?.keepalive });
    },
  };
}

/** A POST body as the legacy forms take it: url-encoded fields, the ones left undefined out. */
function formBody(fields: unknown): string {
  const defined = Object.entries((fields ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return new URLSearchParams(defined.map(([k, v]) => [k, String(v)])).toString();
}

/** Same-origin fetch with the visitor's cookies. */
export const browserTransport: Transport = (path, init) => fetch(path, { ...init, credentials: 'same-origin' });
