import { clearLoggedIn } from './loginMarker';

/** Leaves with a full page load, so nothing personal stays in memory; ends a Facebook SDK session too. */
export function leaveToFarewell(): void {
  clearLoggedIn();
  window.FB?.logout();
  window.location.assign('/byebye/');
}
