/**
 * A message that must survive the full page load that follows a log-out (the farewell page
 * reloads the app): kept in sessionStorage and shown once by the next page.
 */
const KEY = 'earshot:flash';

export interface FlashMessage {
  title?: string;
  message: string;
}

export function setFlash(flash: FlashMessage): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Private mode without storage: the farewell page is message enough.
  }
}

export function takeFlash(): FlashMessage | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    sessionStorage.removeItem(KEY);
    const parsed = JSON.parse(raw) as FlashMessage;
    return typeof parsed.message === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
