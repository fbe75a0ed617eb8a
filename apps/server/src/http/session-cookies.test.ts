import { COOKIES, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signedUpVisitor, whoAmI } from '../test/accounts';
import { type TestApp, Visitor, createTestApp } from '../test/app';
import { DIALECTS } from '../test/db';
import { csrfTokenFor } from './session';

type Answer = Awaited<ReturnType<Visitor['get']>>;

const MODES: { mode: string; env: Record<string, string>; sessionCookie: string; secure: boolean }[] = [
  { mode: 'development', env: {}, sessionCookie: COOKIES.session, secure: false },
  { mode: 'production', env: { NODE_ENV: 'production', PUBLIC_URL: 'https://radio.example.com' }, sessionCookie: `__Host-${COOKIES.session}`, secure: true },
];

describe.each(DIALECTS)('session cookies on %s', (dialect) => {
  describe.each(MODES)('in $mode', ({ env, sessionCookie, secure }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env });
    });
    afterAll(() => t.close());

    /** What a browser is told to keep: the session cookie out of scripts' reach, the CSRF cookie for them to echo. */
    function expectSessionCookies(res: Answer) {
      const names = res.cookies.map((c) => c.name);
      expect(names.sort()).toEqual([COOKIES.csrf, sessionCookie].sort());
      const session = res.cookies.find((c) => c.name === sessionCookie);
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session?.secure ?? false).toBe(secure);
      expect(session?.domain).toBeUndefined();
      const csrf = res.cookies.find((c) => c.name === COOKIES.csrf);
      expect(csrf).toMatchObject({ sameSite: 'Lax', path: '/' });
      expect(csrf?.httpOnly ?? false).toBe(false);
      expect(csrf?.secure ?? false).toBe(secure);
      expect(csrf?.domain).toBeUndefined();
      // Readable by scripts, and worth nothing without the session cookie it is derived from.
      expect(csrf?.value).toBe(csrfTokenFor(t.config.secret, session?.value as string));
    }

    it(`sets ${sessionCookie} (HttpOnly, SameSite=Lax, Path=/, no Domain${secure ? ', Secure' : ''}) on the first visit, at log-in and at log-out`, async () => {
      const { email, password } = await signedUpVisitor(t.app);
      const visitor = new Visitor(t.app);
      expectSessionCookies(await visitor.get(ACCOUNT_ENDPOINTS.userStats.path));
      const loggedIn = await logIn(visitor, email, password);
      expect(loggedIn.json().is_valid).toBe(true);
      expectSessionCookies(loggedIn);
      expect((await whoAmI(visitor)).is_authenticated).toBe(true);
      expectSessionCookies(await visitor.get(ACCOUNT_ENDPOINTS.logOut.path));
      expect((await whoAmI(visitor)).is_authenticated).toBe(false);
    });

    it(`reads the session from ${sessionCookie} only`, async () => {
      const { visitor, userId } = await signedUpVisitor(t.app);
      const token = visitor.sid as string;
      const other = secure ? COOKIES.session : `__Host-${COOKIES.session}`;
      const stats = (cookie: string) => t.app.inject({ url: ACCOUNT_ENDPOINTS.userStats.path, headers: { cookie } }).then((r) => r.json());
      expect(await stats(`${sessionCookie}=${token}`)).toMatchObject({ is_authenticated: true, unique_id: userId });
      expect((await stats(`${other}=${token}`)).is_authenticated).toBe(false);
    });
  });
});
