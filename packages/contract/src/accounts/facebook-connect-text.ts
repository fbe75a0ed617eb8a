/**
 * What connecting and disconnecting Facebook in Account Settings answers (issue 27). A module of its
 * own, apart from AUTH_TEXT, so the log-in and sign-up pages' code does not carry it.
 */
export const FACEBOOK_CONNECT_TEXT = {
  failed: 'Connecting Facebook failed. Please try again.',
  inUse:
    'That Facebook account already logs in to another Earshot account. Log in with Facebook to use that account, or connect a different Facebook account here.',
  otherConnected: 'Another Facebook account is already connected. Disconnect it first.',
  onlyWayIn:
    'Facebook is the only way to log in to this account, so it stays connected: an account made with Facebook has no email and password. To stop using Facebook here, delete the account.',
} as const;
