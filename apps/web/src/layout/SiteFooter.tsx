import { MESSAGES, PRODUCT } from '@earshot/contract';
import { Link } from 'react-router';
import { useIsAuthenticated } from '../api/accounts';
import { useLogOut } from '../features/auth/useLogOut';
import { FOOTER_COLUMNS } from './footerLinks';

function FooterLogOut() {
  const logOut = useLogOut();
  return (
    <li>
      <button type="button" className="site-footer__button" onClick={() => void logOut()}>
        {MESSAGES.signOut}
      </button>
    </li>
  );
}

/**
 * Loaded lazily (see AppShell): the server renders it into the page and it hydrates when its chunk
 * arrives. Its styles are in the first stylesheet (AppShell imports footer.css) so it never shows bare.
 */
export default function SiteFooter() {
  const authenticated = useIsAuthenticated();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        {FOOTER_COLUMNS.map((column) => (
          <section key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2 className="site-footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.external ? (
                    <a href={link.to} rel="noopener noreferrer" target="_blank">
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.to}>{link.label}</Link>
                  )}
                </li>
              ))}
              {column.title === 'Connect' && authenticated && <FooterLogOut />}
            </ul>
          </section>
        ))}
      </div>
      <p className="site-footer__note">Remember, {PRODUCT} is always 100% free.</p>
    </footer>
  );
}
