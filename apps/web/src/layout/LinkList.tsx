import { Link, useLocation } from 'react-router';
import type { ChromeLink } from './links';

/** The link to the page shown, or to a page above it, as React Router's NavLink decides (its code is not in the first load). */
export function isCurrentLink(to: string, pathname: string): boolean {
  const target = to.toLowerCase().replace(/(.)\/$/, '$1');
  const here = pathname.toLowerCase();
  return here === target || here === `${target}/` || (target !== '/' && here.startsWith(`${target}/`));
}

/** A list of the chrome's links (the genre nav and the menu drawer); the current page's link is marked. */
export function LinkList({ links }: { links: ChromeLink[] }) {
  const { pathname } = useLocation();
  return (
    <ul className="nav-list">
      {links.map((link) => {
        const current = isCurrentLink(link.to, pathname);
        return (
          <li key={link.to}>
            <Link className={current ? 'nav-link active' : 'nav-link'} aria-current={current ? 'page' : undefined} to={link.to} title={link.title}>
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
