import http from 'node:http';
import { COOKIES, CSRF_HEADER } from '@earshot/contract';

/**
 * The status and headers a player sees when audio starts, then the connection is dropped, as a skip
 * drops it (fetch's abort leaves the socket open until the stream ends, which holds a closing server).
 */
export function audioStart(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
        res.destroy();
      })
      .on('error', reject);
  });
}

/**
 * A browser over real HTTP, for servers listening on ports: keeps its cookies whichever server
 * answers (as behind a load balancer), echoes the CSRF cookie on writes, and comes from its own
 * address (X-Forwarded-For; the servers trust the proxy).
 */
export class HttpVisitor {
  private readonly cookies = new Map<string, string>();

  constructor(readonly ip: string) {}

  async request(baseUrl: string, path: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const method = init.method ?? (init.form ? 'POST' : 'GET');
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...init.headers };
    const { header: jar, csrf } = this.cookieHeader();
    if (jar) headers.cookie = jar;
    if (method !== 'GET' && csrf) headers[CSRF_HEADER] = csrf;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(baseUrl + path, { method, headers, body });
    this.keepCookies(res.headers.getSetCookie());
    return res;
  }

  /**
   * A form POST with `target` sent exactly as written, as a scripted client can (fetch would
   * resolve `.` and `..` segments first). Answers the status and the body's text.
   */
  postVerbatim(baseUrl: string, target: string, form: Record<string, string>): Promise<{ status: number; body: string }> {
    const body = new URLSearchParams(form).toString();
    const { header, csrf } = this.cookieHeader();
    const headers = {
      'x-forwarded-for': this.ip, cookie: header, [CSRF_HEADER]: csrf,
      'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)),
    };
    const { hostname, port } = new URL(baseUrl);
    return new Promise((resolve, reject) => {
      const req = http.request({ host: hostname, port, method: 'POST', path: target, headers, agent: false }, (res) => {
        this.keepCookies(res.headers['set-cookie'] ?? []);
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  private keepCookies(setCookies: string[]): void {
    for (const cookie of setCookies) {
      const [pair] = cookie.split(';', 1);
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  /** The Cookie header this visitor sends, and its CSRF token, for requests made by hand. */
  cookieHeader(): { header: string; csrf: string } {
    return { header: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '), csrf: this.cookies.get(COOKIES.csrf) ?? '' };
  }

  get(baseUrl: string, path: string) {
    return this.request(baseUrl, path);
  }

  post(baseUrl: string, path: string, form: Record<string, string> = {}) {
    return this.request(baseUrl, path, { form });
  }
}
