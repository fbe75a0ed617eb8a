import { BROWSE_TEXT } from '@earshot/contract';
import { NAV_ID } from './GenreNav';

/**
 * Opens the menu drawer (the genre nav below 900 px) through the header's menu button, which owns
 * its open state, then moves focus into the drawer. Shown on narrow screens only
 * (features/browse/browse.css, which the genre page loads).
 */
export function BrowseAllGenres() {
  const open = () => {
    const toggle = document.querySelector<HTMLButtonElement>(`.site-header__menu[aria-controls="${NAV_ID}"]`);
    if (toggle?.getAttribute('aria-expanded') !== 'true') toggle?.click();
    requestAnimationFrame(() => document.getElementById(NAV_ID)?.querySelector<HTMLElement>('input, a')?.focus());
  };
  return (
    <button type="button" className="button button--secondary browse-all-genres" aria-controls={NAV_ID} onClick={open}>
      {BROWSE_TEXT.browseAllGenres}
    </button>
  );
}
