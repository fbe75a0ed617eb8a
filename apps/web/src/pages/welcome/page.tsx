import { MESSAGES, MOOD_TEXT, PRODUCT, pageTitle } from '@earshot/contract';
import { useId } from 'react';
import { PageMeta } from '../../lib/meta';
import { ChannelListTiles } from '../../features/moods/ChannelListTiles';
import '../../features/browse/browse.css';
import './welcome.css';

/**
 * /welcome/: a landing page for visitors sent from elsewhere (a campaign or partner link): the home
 * page's promise and the most popular channels, without the genre nav and the search box (001
 * section 2), so the one thing to do is pick a channel. Not for search engines: home is that page.
 * The home page's own code is first-load code, so this page is made of lazily loaded parts
 * (docs/decisions.md, "Mood pages, lists and /welcome").
 */
export default function WelcomePage() {
  const popularId = useId();
  return (
    <div className="welcome browse-page">
      <PageMeta title={pageTitle(PRODUCT)} description={MESSAGES.siteDescription} noindex />
      {/* Home's intro in home's look (home.css is part of the first stylesheet). */}
      <header className="home__intro">
        <h1 className="home__title">{MESSAGES.homeTitle}</h1>
        <p className="home__blurb">{MESSAGES.homeAtWorkBlurb}</p>
        <p className="home__prompt">{MESSAGES.homeClickPrompt}</p>
      </header>
      <section className="browse-section" aria-labelledby={popularId}>
        <h2 id={popularId} className="browse-section__title">
          {MOOD_TEXT.mostPopularTitle}
        </h2>
        <ChannelListTiles list="mostpopular" />
      </section>
    </div>
  );
}
