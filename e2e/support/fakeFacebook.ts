import type { Page } from 'playwright-core';
import { facebookSignedRequest } from '@earshot/server/testing/accounts';

/** A Facebook app the server is started with (FB_APP_ID, FB_APP_SECRET), for `fakeFacebook`. */
export const FACEBOOK_APP = { FB_APP_ID: '123456789', FB_APP_SECRET: 'a-test-app-secret-0123456789abcdef' } as const;

/**
 * Facebook's JS SDK as the page sees it: its log-in dialog answers at once, as the user id `as()`
 * names (null: the visitor closes the dialog), with the userID and signed request Facebook would
 * give, signed with the app secret. The page loads the SDK from its real address; the browser is
 * answered with this one instead, so nothing leaves the machine.
 */
const SDK = `
window.FB = {
  init() {},
  login(callback) {
    window.fakeFacebookLogIn().then((authResponse) => callback({ authResponse, status: authResponse ? 'connected' : 'unknown' }));
  },
  logout(callback) {
    if (callback) callback();
  },
};
if (window.fbAsyncInit) window.fbAsyncInit();
`;

export interface FakeFacebook {
  /** The Facebook user the next log-in dialog answers as; null closes it. */
  as(userId: string | null): void;
}

export async function fakeFacebook(page: Page, appSecret: string = FACEBOOK_APP.FB_APP_SECRET): Promise<FakeFacebook> {
  let userId: string | null = null;
  await page.exposeFunction('fakeFacebookLogIn', () => {
    if (userId === null) return null;
    const issuedAt = Math.floor(Date.now() / 1000);
    const signedRequest = facebookSignedRequest(appSecret, { algorithm: 'HMAC-SHA256', code: 'fake-code', issued_at: issuedAt, user_id: userId });
    return { accessToken: 'fake-access-token', userID: userId, expiresIn: 5183999, signedRequest, graphDomain: 'facebook', data_access_expiration_time: issuedAt + 7776000 };
  });
  await page.route('https://connect.facebook.net/**', (route) => route.fulfill({ contentType: 'text/javascript', body: SDK }));
  return {
    as: (id) => {
      userId = id;
    },
  };
}
