import { type Socket, connect } from 'node:net';
import { COOKIES, CSRF_HEADER, ACCOUNT_ENDPOINTS } from '@earshot/contract';

/** A client on a bare TCP connection, to send a request as slowly, or as much of it, as a test wants. */
export interface RawClient {
  socket: Socket;
  /** Resolves when the connection closes, with what the server sent; never, while it stays open. */
  hungUp: Promise<string>;
  /** Bytes the connection took from this client (the kernel's buffers included) before it closed. */
  written(): number;
}

export function rawClient(port: number): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let written = 0;
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    // A reset after the server hangs up on an upload is expected: `hungUp` says what came before it.
    socket.on('error', () => undefined);
    const hungUp = new Promise<string>((done) => socket.on('close', () => done(received)));
    const write = socket.write.bind(socket);
    socket.write = ((data: string | Buffer, done?: (err?: Error | null) => void) =>
      write(data, (err?: Error | null) => {
        if (!err) written += Buffer.byteLength(data);
        done?.(err);
      })) as Socket['write'];
    socket.once('connect', () => resolve({ socket, hungUp, written: () => written }));
    socket.once('error', reject);
  });
}

export const STILL_OPEN = 'still open';

/** What `hungUp` resolved to within `ms`, or STILL_OPEN. */
export const hungUpWithin = (client: RawClient, ms: number) =>
  Promise.race([client.hungUp, new Promise<typeof STILL_OPEN>((r) => setTimeout(() => r(STILL_OPEN), ms).unref())]);

/** Sends `bytes` every `everyMs` until the connection closes. */
export function trickle(client: RawClient, bytes: string, everyMs: number): void {
  const timer = setInterval(() => client.socket.write(bytes), everyMs);
  client.socket.on('close', () => clearInterval(timer));
}

/** Writes `total` bytes of body as fast as the connection takes them, until done or closed. */
export async function upload(client: RawClient, total: number): Promise<void> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  for (let sent = 0; sent < total && !client.socket.destroyed; sent += chunk.length) {
    if (!client.socket.write(chunk)) await new Promise((r) => client.socket.once('drain', r).once('close', r));
  }
}

/** A visitor's session and CSRF cookies, read from a first answer, so that raw writes pass the CSRF check. */
export interface RawSession {
  cookie: string;
  csrf: string;
}

export async function rawSession(origin: string): Promise<RawSession> {
  const res = await fetch(`${origin}/api/openapi.json`);
  await res.arrayBuffer();
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = cookies.find((c) => c.startsWith(`${COOKIES.csrf}=`))?.split('=')[1] ?? '';
  return { cookie: cookies.join('; '), csrf };
}

/** The head of a log-in form post declaring `contentLength` bytes of body, with the session's CSRF token unless told otherwise. */
export const logInHead = (session: RawSession, contentLength: number, csrf = session.csrf) =>
  [
    `POST ${ACCOUNT_ENDPOINTS.logIn.path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Cookie: ${session.cookie}`,
    `${CSRF_HEADER}: ${csrf}`,
    'Content-Type: application/x-www-form-urlencoded',
    `Content-Length: ${contentLength}`,
    '',
    '',
  ].join('\r\n');
