import { facebookLogOut } from './facebookSdk';
import { clearLoggedIn } from './loginMarker';

/** Leaves with a full page load, so nothing personal stays in memory. */
export function leaveToFarewell(): void {
  clearLoggedIn();
  facebookLogOut();
  window.location.assign('/byebye/');
}
