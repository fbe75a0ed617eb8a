import { ARTICLE_LIMITS, type ArticleSummary, CONTENT_PAGE_TEXT, UI_TEXT } from '@earshot/contract';
import { useId, useState } from 'react';
import { ArticleTile } from './ArticleTile';
import './content-pages.css';

/** Whether the toggle is needed at some width: more articles than that width shows folded. */
function toggleClass(count: number): string | null {
  if (count > ARTICLE_LIMITS.shownWide) return 'chatter__toggle';
  if (count > ARTICLE_LIMITS.shownMedium) return 'chatter__toggle chatter__toggle--below-md';
  if (count > ARTICLE_LIMITS.shownNarrow) return 'chatter__toggle chatter__toggle--below-sm';
  return null;
}

/**
 * The genre page's related articles ('Channel Chatter', 001 section 2). Folded, it shows one row: the
 * first 3 articles, 2 below 900 px and 1 below 450 px. The width part is CSS (content-pages.css), so
 * the server's HTML and the first client render are the same at every width; 'Show more' shows all.
 */
export function ChannelChatter({ articles }: { articles: ArticleSummary[] }) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  if (articles.length === 0) return null;
  const toggle = toggleClass(articles.length);
  const shown = expanded ? articles : articles.slice(0, ARTICLE_LIMITS.shownWide);
  return (
    <section className="browse-section chatter" aria-labelledby={headingId}>
      <div className="chatter__head">
        <h2 id={headingId} className="browse-section__title">
          {CONTENT_PAGE_TEXT.channelChatter}
        </h2>
        {toggle && (
          <button type="button" className={`text-button ${toggle}`} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
            {expanded ? UI_TEXT.showLess : UI_TEXT.showMore}
          </button>
        )}
      </div>
      <ul id={listId} className={`article-grid${expanded ? '' : ' article-grid--folded'}`}>
        {shown.map((article) => (
          <li key={article.url}>
            <ArticleTile article={article} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
