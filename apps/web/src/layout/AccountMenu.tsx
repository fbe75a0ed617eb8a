import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../ui/icons';

const loadPanel = () => import('./AccountMenuPanel');
const AccountMenuPanel = lazy(loadPanel);

/**
 * The header's My Account dropdown (a disclosure: Escape, outside click and navigation close it).
 * Its contents, and the listeners that close it, load on first hover, focus or click, keeping them
 * out of the first download.
 */
export function AccountMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  // Navigation closes it (state adjusted while rendering, as React advises, rather than in an effect).
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }

  const preload = () => void loadPanel().catch(() => {});

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="header-link account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(!open)}
      >
        <UserIcon size={18} />
        <span>My Account</span>
        <ChevronDownIcon size={16} />
      </button>
      <div id={menuId} className="account-menu__panel" hidden={!open}>
        {open && (
          <Suspense fallback={<p className="account-menu__loading">Loading…</p>}>
            <AccountMenuPanel root={root} button={button} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
