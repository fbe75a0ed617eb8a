import { COOKIES, endpointUrl, JSON_ANSWER, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { SIGN_UP_LINK, linkInOutbox, signUpKeyIn } from '@earshot/server/testing/mail';

export interface Session {
  cookie: string;
  csrf: string;
  /** Each listener comes from its own address (the server trusts the bench as its proxy). */
  ip: string;
  loggedIn: boolean;
}

const PASSWORD = 'correct horse battery';

function cookiesOf(res: Response, into: Map<string, string>): void {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';', 1);
    const at = pair.indexOf('=');
    into.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

/** Each listener's own address, by its number. */
export const listenerIp = (n: number): string => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * A listener's first visit (session and CSRF cookies), then a sign-up (form, then the link mailed
 * to the outbox in the server's `dataDir`) when `signUp`.
 */
export async function newSession(baseUrl: string, dataDir: string, n: number, signUp: boolean): Promise<Session> {
  const ip = listenerIp(n);
  const jar = new Map<string, string>();
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  cookiesOf(await fetch(`${baseUrl}${ACCOUNT_ENDPOINTS.userStats.path}`, { headers: { 'x-forwarded-for': ip } }), jar);
  if (signUp) {
    const form = {
      email: `bench.${process.pid}.${n}@example.com`, password: PASSWORD, password_verify: PASSWORD,
      birth_month: '5', birth_day: '17', birth_year: '1990', zipcode: '10001', gender: 'F',
    };
    const post = async (path: string, fields: Record<string, string>) => {
      const res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'x-forwarded-for': ip, cookie: header(), 'x-csrftoken': jar.get(COOKIES.csrf) ?? '', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      cookiesOf(res, jar);
      const body = (await res.json()) as { is_valid?: boolean };
      if (!body.is_valid) throw new Error(`capacity: sign-up failed: ${JSON.stringify(body)}`);
    };
    await post(endpointUrl(ACCOUNT_ENDPOINTS.signUp, { query: JSON_ANSWER }), form);
    const link = await linkInOutbox(dataDir, form.email, SIGN_UP_LINK);
    await post(ACCOUNT_ENDPOINTS.signUpConfirm.path, { key: signUpKeyIn(link) ?? '' });
  }
  return { cookie: header(), csrf: jar.get(COOKIES.csrf) ?? '', ip, loggedIn: signUp };
}
