import { NavLink } from 'react-router';
import type { ChromeLink } from './links';

/** A list of the chrome's links (the genre nav and the menu drawer). */
export function LinkList({ links }: { links: ChromeLink[] }) {
  return (
    <ul className="nav-list">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink className="nav-link" to={link.to} title={link.title}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
