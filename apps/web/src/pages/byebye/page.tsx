import { AUTH_TEXT, PRODUCT, pageTitle } from '@earshot/contract';
import { Link } from 'react-router';
import { PageMeta } from '../../lib/meta';
import './byebye.css';

const PLACES = [
  { name: 'iPhone & iPad', text: `Every ${PRODUCT} channel in your pocket, with lock-screen controls.`, to: '/page/apps/iphone/' },
  { name: 'Android', text: 'Your favorites and history follow you to your phone.', to: '/page/apps/android/' },
  { name: 'Alexa', text: `Just say "Alexa, play ${PRODUCT}" and name a channel.`, to: '/page/apps/alexa/' },
  { name: 'Sonos', text: `Add ${PRODUCT} in the Sonos app and fill every room.`, to: '/page/apps/sonos/' },
];

/** /byebye/: shown after logging out; promotes the apps and smart speakers. */
export default function ByeByePage() {
  return (
    <div className="byebye">
      <PageMeta title={pageTitle('See you soon')} description={AUTH_TEXT.byebyeText} noindex />
      <h1>{AUTH_TEXT.byebyeTitle}</h1>
      <p className="byebye__lead">{AUTH_TEXT.byebyeText}</p>
      <ul className="byebye__places">
        {PLACES.map((p) => (
          <li key={p.name}>
            <Link to={p.to} className="byebye__place">
              <strong>{p.name}</strong>
              <span>{p.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/" className="button button--primary">
          Keep listening
        </Link>{' '}
        <Link to="/log-in/" className="button button--secondary">
          Log in again
        </Link>
      </p>
    </div>
  );
}
