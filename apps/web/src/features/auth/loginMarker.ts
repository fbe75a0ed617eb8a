/** The spec's local-storage logged-in marker and user id; not secret (the session is an HttpOnly cookie). */
const MARKER = 'loggedIn';
const USER_ID = 'uid';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function markLoggedIn(userId: string): void {
  storage()?.setItem(MARKER, '1');
  storage()?.setItem(USER_ID, userId);
}

export function clearLoggedIn(): void {
  storage()?.removeItem(MARKER);
  storage()?.removeItem(USER_ID);
}

export const LOGIN_MARKER_KEY = MARKER;
