import { PRODUCT, pageTitle } from '@earshot/contract';
import { Link } from 'react-router';
import { PageMeta } from '../../app/meta';
import './about.css';

const DESCRIPTION = `${PRODUCT} is free internet radio curated by people who love music: nearly 1000 hand-built channels in more than 50 genres.`;

/** Loaded lazily (see lazyPage in routes.tsx). */
export default function AboutPage() {
  return (
    <article className="about">
      <PageMeta title={pageTitle('Our Story')} description={DESCRIPTION} />
      <h1>Our Story</h1>
      <p className="about__lead">
        {PRODUCT} is free internet radio made by people who love music, for people who want great music on without
        having to think about it.
      </p>
      <p>
        We started {PRODUCT} with a simple belief: the best way to discover music is still to let someone with great
        taste pick it for you. Every one of our nearly 1000 channels is put together by a human curator, not an
        algorithm guessing from your clicks, across more than 50 genres, from smooth jazz and classical to indie rock,
        soul, country and the deep cuts in between.
      </p>
      <p>
        {PRODUCT} is built for listening while you get on with your day: at work, in the kitchen, on a long drive.
        Press play on a channel and it keeps going, song after song, with no playlists to build. Not feeling a song?
        Skip it. Never want to hear it again? Ban the song or the artist from that channel. Rate the songs you love and
        we will build you a Five-Star channel of nothing but your favorites.
      </p>
      <p>
        {PRODUCT} is, and always will be, 100% free. Ads keep the music playing, and every song we play is licensed
        and reported, so the artists and songwriters behind it get paid. Listeners who sign up hear about a third
        fewer commercials.
      </p>
      <p>
        Have an idea, found a bug, or want to suggest a channel? We read every message: reach us through our{' '}
        <Link to="/page/contact/">Contact Us</Link> page.
      </p>
    </article>
  );
}
